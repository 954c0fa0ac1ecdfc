import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { PlatformApi } from 'shared-contracts';
import { ChromeRoot } from './chrome-root';

interface ChromeProps {
  platform: PlatformApi;
  preload: (path: string) => void;
}

let root: Root | null = null;
let container: HTMLElement | null = null;

/** single-spa lifecycles of the chrome app (always active). */
export async function bootstrap(): Promise<void> {}

export async function mount(props: ChromeProps): Promise<void> {
  container = document.createElement('div');
  container.id = 'shell-chrome-root';
  (document.getElementById('shell-overlays') ?? document.body).appendChild(container);
  root = createRoot(container, {
    onUncaughtError: (error) => console.error('[host-shell] chrome error', error),
  });
  const chromeRoot = root;
  // rendered in slices (a transition), not one long task beside the area's first render (issue 12)
  startTransition(() => chromeRoot.render(<ChromeRoot platform={props.platform} preload={props.preload} />));
}

export async function unmount(): Promise<void> {
  root?.unmount();
  container?.remove();
  root = null;
  container = null;
}
