import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { PlatformApi } from 'shared-contracts';
import { GlobalStyles } from '../theme/global-styles';
import { PlatformThemeProvider } from '../theme/platform-theme-provider';
import type { AreaRootProps } from './create-area-lifecycles';
import { getAreaElement } from './get-area-element';

/** Options of `mountStandalone`. */
export interface MountStandaloneOptions {
  Root: ComponentType<AreaRootProps>;
  /** usually createTestPlatform() from 'shared-contracts' */
  platform: PlatformApi;
}

/**
 * Renders an area alone into #area (a remote's standalone dev page) and returns the unmount function.
 * With no host around, it also mounts the global styles the host would.
 */
export function mountStandalone({ Root, platform }: MountStandaloneOptions): () => void {
  const root = createRoot(getAreaElement());
  root.render(
    <>
      <PlatformThemeProvider vertical={platform.vertical.id}>
        <GlobalStyles />
      </PlatformThemeProvider>
      <Root platform={platform} />
    </>,
  );
  return () => root.unmount();
}
