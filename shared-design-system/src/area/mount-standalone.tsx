import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { PlatformApi } from 'shared-contracts';
// the main entry (the shared singleton under federation), as in create-area-lifecycles.tsx
import { GlobalStyles, PlatformThemeProvider, getAreaElement, removeAreaElement } from 'shared-design-system';
import type { AreaRootProps } from './create-area-lifecycles';

/** Options of `mountStandalone`. */
export interface MountStandaloneOptions {
  Root: ComponentType<AreaRootProps>;
  /** usually createTestPlatform() from 'shared-contracts' */
  platform: PlatformApi;
  /** the area's name (its container is #single-spa-application:<name>, as under the host) */
  name: string;
}

/**
 * Renders an area alone into its container in #area (a remote's standalone dev page) and returns the unmount function.
 * With no host around, it also mounts the global styles the host would.
 */
export function mountStandalone({ Root, platform, name }: MountStandaloneOptions): () => void {
  const root = createRoot(getAreaElement(name));
  root.render(
    <>
      <PlatformThemeProvider vertical={platform.vertical.id}>
        <GlobalStyles />
      </PlatformThemeProvider>
      <Root platform={platform} />
    </>,
  );
  return () => {
    root.unmount();
    removeAreaElement(name);
  };
}
