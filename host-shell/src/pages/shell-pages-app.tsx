import { createRoot, type Root } from 'react-dom/client';
import { Provider as JotaiProvider } from 'jotai/react';
import type { PlatformApi } from 'shared-contracts';
import { AreaShell } from 'shared-design-system';
import { shellStore } from '../state/shell-store';
import { ShellPageBoundary } from './error-page';
import { ShellPages } from './shell-pages';

let root: Root | null = null;
let container: HTMLElement | null = null;

/** single-spa lifecycles of the host's own pages (404, search results, /auth, /baixar-o-app). */
export async function bootstrap(): Promise<void> {}

export async function mount(props: { platform: PlatformApi }): Promise<void> {
  container = document.createElement('div');
  container.id = 'single-spa-application:shell-pages';
  (document.getElementById('area') ?? document.body).appendChild(container);
  root = createRoot(container);
  root.render(
    <JotaiProvider store={shellStore}>
      <AreaShell platform={props.platform}>
        <ShellPageBoundary>
          <ShellPages />
        </ShellPageBoundary>
      </AreaShell>
    </JotaiProvider>,
  );
}

export async function unmount(): Promise<void> {
  root?.unmount();
  container?.remove();
  root = null;
  container = null;
}
