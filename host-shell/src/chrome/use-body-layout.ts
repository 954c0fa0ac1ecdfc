import { useEffect, useState } from 'react';

/** The layout class the body carries now ('layout-default', 'layout-navigation', ...), or null. */
function currentLayout(): string | null {
  return Array.from(document.body.classList).find((name) => name.startsWith('layout-')) ?? null;
}

/**
 * The body's layout class, kept up to date: the layouts switch classes on <body> per route (ARCHITECTURE §3),
 * and the top bar renders its small variant for the default layout.
 */
export function useBodyLayout(): string | null {
  const [layout, setLayout] = useState(currentLayout);
  useEffect(() => {
    const observer = new MutationObserver(() => setLayout(currentLayout()));
    observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
    setLayout(currentLayout());
    return () => observer.disconnect();
  }, []);
  return layout;
}
