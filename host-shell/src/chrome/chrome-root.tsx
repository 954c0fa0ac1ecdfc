import { lazy, Suspense } from 'react';
import { createPortal } from 'react-dom';
import { Provider as JotaiProvider, useAtomValue } from 'jotai/react';
import { PlatformProvider, type PlatformApi } from 'shared-contracts';
import { AreaErrorBoundary, GlobalStyles, PlatformThemeProvider } from 'shared-design-system';
import { darkModeAtom, remoteOverridesAtom, shellStore } from '../state/shell-store';
import { EnvironmentBanner } from './environment-banner';
import { SideMenu } from './side-menu';
import { ToastHost } from './toast-host';
import { TopBar } from './top-bar';

// Loaded after the first paint, each in a chunk of its own (the host's first-load budget); a chunk that
// fails to load costs only its own part, behind its error boundary.
const ShellOverlays = lazy(() => import('../overlays/shell-overlays'));
const ShellDrawers = lazy(() => import('../drawers/shell-drawers'));
const AudioDock = lazy(() => import('../dock/audio-dock'));

function Deferred({ children }: { children: React.ReactNode }) {
  return (
    <AreaErrorBoundary>
      <Suspense fallback={null}>{children}</Suspense>
    </AreaErrorBoundary>
  );
}

export interface ChromeRootProps {
  platform: PlatformApi;
  preload: (path: string) => void;
}

function Slot({ id, children }: { id: string; children: React.ReactNode }) {
  const element = document.getElementById(id);
  // each slot has its own boundary: a broken top bar leaves the side menu and the area working
  return element ? createPortal(<AreaErrorBoundary>{children}</AreaErrorBoundary>, element) : null;
}

function ThemedChrome({ platform, preload }: ChromeRootProps) {
  const dark = useAtomValue(darkModeAtom);
  const overrides = useAtomValue(remoteOverridesAtom);
  return (
    <PlatformThemeProvider vertical={platform.vertical.id} dark={dark}>
      <GlobalStyles />
      <Slot id="shell-topbar">
        <TopBar />
      </Slot>
      <Slot id="shell-sidemenu">
        <SideMenu preload={preload} />
      </Slot>
      <ToastHost />
      <AreaErrorBoundary>
        <EnvironmentBanner environment={platform.environment} overrides={overrides} />
      </AreaErrorBoundary>
      <Deferred>
        <ShellOverlays />
      </Deferred>
      <Deferred>
        <ShellDrawers />
      </Deferred>
      <Deferred>
        <AudioDock />
      </Deferred>
    </PlatformThemeProvider>
  );
}

/** The always-on chrome: one React root rendering into the fixed slots of index.html through portals. */
export function ChromeRoot(props: ChromeRootProps) {
  return (
    <JotaiProvider store={shellStore}>
      <PlatformProvider platform={props.platform}>
        <ThemedChrome {...props} />
      </PlatformProvider>
    </JotaiProvider>
  );
}
