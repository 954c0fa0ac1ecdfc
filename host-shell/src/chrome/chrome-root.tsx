import { lazy, startTransition, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Provider as JotaiProvider, useAtom, useAtomValue } from 'jotai/react';
import { PlatformProvider, usePlatform, type PlatformApi } from 'shared-contracts';
import { AreaErrorBoundary, GlobalStyles, PlatformThemeProvider } from 'shared-design-system';
import { afterFirstPage } from '../boot/first-page';
import { hasSavedPlayer } from '../dock/dock-storage-key';
import {
  readLastSeen,
  requestUpsellingOffers,
  upsellingAllowedOn,
  upsellingDue,
} from '../marketing/upselling-rules';
import ShellOverlays from '../overlays/shell-overlays';
import { accessibilityAtom, appearsDarkAtom, remoteOverridesAtom, shellStore } from '../state/shell-store';
import { accessibilityOpenAtom } from './chrome-atoms';
import { OnDemand, useLatestEvent, useWoken } from './on-demand';
import { NavigationProgress } from './navigation-progress';
import { SideMenu } from './side-menu';
import { ToastHost } from './toast-host';
import { TopBar } from './top-bar';
import { localStorageOrNull } from '../platform/local-storage';
import { loadUpsellingPanel } from '../marketing/upselling-chunk';

// Loaded when something asks for them (on-demand.tsx), each in a chunk the first load does not carry.
const ShellDrawers = lazy(
  () => import(/* webpackChunkName: "on-demand-drawers" */ '../drawers/shell-drawers'),
);
const AccessibilityDialog = lazy(
  () => import(/* webpackChunkName: "on-demand-accessibility" */ '../accessibility/accessibility-dialog'),
);
// due once in 720 hours per student and browser (upselling-rules.ts): on almost every page load it is not, so
// its code is a chunk of its own, fetched when it is (issue 12: the first load carries what every page needs)
// (root-config starts fetching it with the shell when the early boot asked for the offers: upselling-chunk.ts)
const UpsellingPanel = lazy(loadUpsellingPanel);
const AudioDock = lazy(() => import(/* webpackChunkName: "on-demand-audio-dock" */ '../dock/audio-dock'));
// never shown in production, so never in its first load; fetched once the first page has painted
const EnvironmentBanner = lazy(() =>
  afterFirstPage()
    .then(() => import(/* webpackChunkName: "on-demand-environment-banner" */ './environment-banner'))
    .then((module) => ({ default: module.EnvironmentBanner })),
);

/** The drawers load with the first `drawer:open` a remote sends. */
function DrawersOnDemand() {
  const request = useLatestEvent('drawer:open');
  if (!useWoken(request !== null)) return null;
  return (
    <OnDemand>
      <ShellDrawers initial={request} />
    </OnDemand>
  );
}

/** The signed-in student's id, following sign-in and sign-out. */
function useUserId(): number | null {
  const { session } = usePlatform();
  const [userId, setUserId] = useState(() => session.getUser()?.id ?? null);
  useEffect(() => {
    const subscription = session.user$.subscribe((user) => setUserId(user?.id ?? null));
    return () => subscription.unsubscribe();
  }, [session]);
  return userId;
}

/** The dock loads with the first `cast:play`, or at once when the student left a track in it. */
function AudioDockOnDemand() {
  const userId = useUserId();
  const play = useLatestEvent('cast:play');
  const saved = userId !== null && hasSavedPlayer(localStorageOrNull(), userId);
  if (!useWoken(play !== null || saved)) return null;
  return (
    <OnDemand>
      <AudioDock initialPlay={play} />
    </OnDemand>
  );
}

/**
 * Not an on-demand chunk: the first page after sign-in loads it (once per 720 hours), so the size report
 * counts it in the first load. The upselling panel loads for a signed-in student who has not seen it for 720 hours, on the page where
 * the site opens (after sign-in), unless that is the courses-for-you or the upsell path.
 */
function UpsellingOnDemand() {
  const { http } = usePlatform();
  const userId = useUserId();
  const [firstPath] = useState(() => window.location.pathname);
  // the offers are asked for with the panel's code, not after it (the early boot may have asked already)
  const [offers, setOffers] = useState<Promise<number> | null | undefined>(undefined);
  if (offers === undefined && userId !== null) {
    const due =
      upsellingAllowedOn(firstPath) && upsellingDue(readLastSeen(localStorageOrNull(), userId), Date.now());
    setOffers(due ? requestUpsellingOffers(http.ecommerce) : null);
  }
  if (!offers || userId === null) return null;
  return (
    <OnDemand>
      <UpsellingPanel userId={userId} offers={offers} openedOn={firstPath} />
    </OnDemand>
  );
}

/** The accessibility dialog loads when the profile menu's 'Acessibilidade' opens it. */
function AccessibilityOnDemand() {
  const [open, setOpen] = useAtom(accessibilityOpenAtom);
  if (!open) return null;
  return (
    <OnDemand>
      <AccessibilityDialog onClose={() => setOpen(false)} />
    </OnDemand>
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

/**
 * false in the chrome's first commit, true from the next one (a transition started once the first is done).
 * Issue 12: the side menu (some 140 elements and their styles) comes in its own commit and frame, a moment after
 * the top bar, instead of one long task of both; its place is the static frame's fixed column, so nothing moves.
 * Traced on mobile /mesa-de-estudo, 12 alternating cold loads: the blocking sum at 4x was lower in 9, median
 * ~574 -> ~473 ms.
 */
function useAfterFirstCommit(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => startTransition(() => setAfter(true)), []);
  return after;
}

function ThemedChrome({ platform, preload }: ChromeRootProps) {
  const later = useAfterFirstCommit();
  const dark = useAtomValue(appearsDarkAtom);
  const accessibility = useAtomValue(accessibilityAtom);
  const overrides = useAtomValue(remoteOverridesAtom);
  return (
    <PlatformThemeProvider vertical={platform.vertical.id} dark={dark} accessibility={accessibility}>
      <GlobalStyles />
      <Slot id="shell-topbar">
        <TopBar />
      </Slot>
      {later && (
        <Slot id="shell-sidemenu">
          <SideMenu preload={preload} />
        </Slot>
      )}
      <NavigationProgress />
      <ToastHost />
      {platform.environment === 'production' ? null : (
        <OnDemand>
          <EnvironmentBanner environment={platform.environment} overrides={overrides} />
        </OnDemand>
      )}
      <AreaErrorBoundary>
        <ShellOverlays />
      </AreaErrorBoundary>
      <DrawersOnDemand />
      <AudioDockOnDemand />
      <UpsellingOnDemand />
      <AccessibilityOnDemand />
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
