/**
 * The root config (no React): boots the shell state, registers the remotes from remotes.json with the
 * container loader and every application with single-spa. Nothing here fetches a remote at start-up (a
 * remote is loaded when its area mounts), so a remote being down never blanks the site.
 */
import { registerApplication, start } from 'single-spa';
import {
  activityFunction,
  CONTRACT_VERSION,
  createEventBus,
  createHttpClients,
  REMOTE_OWNERS,
  verticalFromHost,
  type RemoteOwner,
} from 'shared-contracts';
import { yieldToMain } from 'shared-contracts/yield-to-main';
import { takeEarlyAnswer } from './boot/early-boot-answers';
import { trackFirstPage } from './boot/first-page';
import { startAreaSource } from './federation/area-source';
import { createResilientArea } from './federation/resilient-area';
import { isMobileUserAgent } from './guards/mobile-rule';
import { preloadDueUpsellingPanel } from './marketing/upselling-chunk';
import { previewAtom, startFeatures } from './features/feature-state';
import { previewOf } from './features/preview';
import { createPlatform } from './platform/create-platform';
import { environmentFromHost } from './platform/environment';
import { loadSession } from './session/load-session';
import { shellStore, underMaintenanceAtom, userAtom } from './state/shell-store';
import { interactiveTrackTypeFor } from './platform/interactive-track';

/** How long boot (and each guard) waits for session and flags before going on anyway (they keep loading). */
const BOOT_STATE_WAIT_MS = 3000;
/** Areas prefetched once the first page is idle. */
const LIKELY_NEXT_AREAS: readonly RemoteOwner[] = ['mfe-study-table', 'mfe-questions'];

export async function startShell(): Promise<void> {
  // what waits for this first page to paint (the chrome's secondary calls, the tracker's leftovers) waits from
  // here, also what asks before the page's applications are registered
  trackFirstPage();
  // the upselling panel's code, when it is due on this first page (the early boot asked for its offers)
  preloadDueUpsellingPanel();
  const vertical = verticalFromHost(window.location.hostname);
  const environment = environmentFromHost(window.location.hostname);
  document.documentElement.dataset.vertical = vertical;

  const bus = createEventBus();
  const http = createHttpClients({
    bus,
    vertical,
    getInteractiveTrackType: () => interactiveTrackTypeFor(window.location.pathname),
    // the session and feature GETs the early boot already sent (issue 12), when asked the same way
    takeEarlyAnswer,
  });
  shellStore.set(previewAtom, previewOf(window.location.search));
  // subscribed before any request (the first 401 may be getMe's); the handling itself is loaded when needed
  bus.on('session:expired').subscribe((payload) => {
    void import(/* webpackChunkName: "on-demand-session-expiry" */ './session/session-expiry').then(
      ({ expireSession }) => expireSession(payload, environment),
    );
  });
  // kept in the store: the 503 page (lazy overlays) may mount after the first maintenance answer
  bus.on('vertical:under-maintenance').subscribe((payload) => shellStore.set(underMaintenanceAtom, payload));
  // the session and feature calls are on their way (the early boot sent them): the rest in a task of its own
  await yieldToMain();
  // guards, layouts, online status...: in main.js with the rest of the first page (issue 12: fewer chunks),
  // installed from a task of its own, not in this one with the area source and the session calls
  const runtimePromise = yieldToMain()
    .then(() => import(/* webpackMode: "eager" */ './platform/shell-runtime'))
    .then(
      ({ installShellRuntime }) =>
        installShellRuntime({ vertical, bus, http, environment, featuresWaitMs: BOOT_STATE_WAIT_MS }),
      (error: unknown) => {
        // the site still starts (pages unguarded) rather than staying blank
        console.error(
          '[host-shell] shell runtime chunk failed to load; starting without route guards',
          error,
        );
        return null;
      },
    );

  // the areas' code: module federation (or the single-build mode's lazy chunks), started with the state
  const sourcePromise = startAreaSource(environment);
  // the chrome's module, and with it React DOM (the largest module of main.js), evaluated in a task of its
  // own while the session calls are on their way, not in the task that starts single-spa and mounts the
  // first page (issue 12: shorter tasks on every first page, the phone's included)
  const chromeApp = yieldToMain().then(() => import(/* webpackMode: "eager" */ './chrome/chrome-app'));
  const statePromise = Promise.all([
    loadSession(http, environment).then((user) => shellStore.set(userAtom, user)),
    startFeatures(http),
  ]);
  const source = await sourcePromise;
  const loadWidget = <T>(id: string) => source.loadWidget<T>(id);
  const platform = createPlatform({ bus, http, vertical, environment, loadWidget });

  await Promise.race([statePromise, new Promise((resolve) => setTimeout(resolve, BOOT_STATE_WAIT_MS))]);

  // Guards (guards/route-guards.ts has their order): the first page is checked before any application is
  // registered, so a blocked area is not even fetched; later navigations in before-routing-event.
  const guards = await runtimePromise;
  if (guards && !(await guards.checkInitialUrl())) return;

  registerApplication({
    name: 'chrome',
    // always active: in this chunk (no extra request on every first page), still a separate module so
    // that this file stays free of React
    app: () => chromeApp,
    activeWhen: () => true,
    customProps: { platform, preload: (path: string) => source.preload(path) },
  });
  registerApplication({
    name: 'shell-pages',
    app: () => import(/* webpackChunkName: "on-demand-shell-pages" */ './pages/shell-pages-app'),
    activeWhen: activityFunction('host-shell'),
    customProps: { platform },
  });
  for (const owner of REMOTE_OWNERS) {
    registerApplication({
      name: owner,
      app: async () =>
        createResilientArea({
          owner,
          contractVersion: CONTRACT_VERSION,
          load: () => source.loadApp(owner),
          // forget the failed remote so the retry fetches its manifest and entry again
          forget: () => source.forget(owner),
        }),
      activeWhen: activityFunction(owner),
      customProps: { platform },
    });
  }

  guards?.install();
  start({ urlRerouteOnly: true });
  // a phone is sent to the app for the study areas (spec 1 guard 4): prefetching them would spend its data
  // on code it is never shown (issue 12: the phone's page stays light)
  if (!isMobileUserAgent(navigator.userAgent)) source.prefetch(LIKELY_NEXT_AREAS);
}
