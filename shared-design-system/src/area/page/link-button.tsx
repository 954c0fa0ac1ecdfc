import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
// the main entry (the shared singleton under federation), never its files: see create-area-lifecycles.tsx
import { Button, type ButtonProps, type ButtonVariant } from 'shared-design-system';
import { usePrefetchOnIntent, type PrefetchTarget } from '../query/use-prefetch-on-intent';

/** Props of `LinkButton`. */
export interface LinkButtonProps {
  /** an absolute path of this area */
  to: string;
  variant?: ButtonVariant;
  size?: ButtonProps['size'];
  /** the data of the page it leads to, prefetched on intent (its `queryOptions`) */
  prefetchData?: PrefetchTarget;
  /** when the visible text alone does not name the target (e.g. 'Ranking' in a list of items) */
  'aria-label'?: string;
  children: ReactNode;
}

/** True for a plain left click: a modified one (new tab, new window, download) keeps the browser's behaviour. */
export function isPlainClick(event: MouseEvent): boolean {
  return !(
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  );
}

/** A link styled as a button: a real <a href> (new tab works) routed inside the area without a page load. */
export function LinkButton({
  to,
  variant,
  size,
  prefetchData,
  'aria-label': ariaLabel,
  children,
}: LinkButtonProps) {
  const navigate = useNavigate();
  const intent = usePrefetchOnIntent(prefetchData);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <Button href={to} variant={variant} size={size} aria-label={ariaLabel} onClick={onClick} {...intent}>
      {children}
    </Button>
  );
}
