/**
 * The root config (no React): boots the shell state, registers the remotes from remotes.json with the
 * federation runtime and every application with single-spa. Nothing here fetches a remote at start-up
 * (shareStrategy 'loaded-first'), so a remote being down never blanks the site.
 */
import { registerApplication, start } from 'single-spa';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import {
  activityFunction,
  CONTRACT_VERSION,
  createEventBus,
  createHttpClients,
  FEDERATION_NAMES,
  REMOTE_OWNERS,
  verticalFromHost,
  type EnvironmentName,
  type RemoteOwner,
} from 'shared-contracts';
import { areaFallbackPlugin, isAreaFallbackModule } from './federation/area-fallback-plugin';
import { createTrustedScripts } from './federation/trusted-scripts-plugin';
import { withEarlyAnswers } from './federation/early-answers-plugin';
import { takeEarlyAnswer, takeEarlyRemotesManifest } from './boot/early-boot-answers';
import { createResilientArea } from './federation/resilient-area';
import { mayHaveOverrides } from './federation/remote-override-keys';
import { fetchRemotesManifest, type RemotesManifest } from './federation/remotes-manifest';
import { preloadPath, schedulePrefetch } from './federation/preload';
import { previewAtom, startFeatures } from './features/feature-state';
import { previewOf } from './features/preview';
import { createPlatform } from './platform/create-platform';
import { environmentFromHost } from './platform/environment';
import { loadSession } from './session/load-session';
import { remoteOverridesAtom, shellStore, underMaintenanceAtom, userAtom } from './state/shell-store';
import { interactiveTrackTypeFor } from './platform/interactive-track';
import { localStorageOrNull } from './platform/local-storage';

/** How long boot (and each guard) waits for session and flags before going on anyway (they keep loading). */
const BOOT_STATE_WAIT_MS = 3000;
/** Areas prefetched once the first page is idle. */
const LIKELY_NEXT_AREAS: readonly RemoteOwner[] = ['mfe-study-table', 'mfe-questions'];

function toRemotes(manifest: RemotesManifest) {
  return Object.entries(manifest).map(([name, line]) => ({ name, entry: line.entry }));
}

/**
 * `?mfe-override=` and the overrides this browser remembers (test builds of one remote, never in
 * production). The rules live in a chunk of their own, loaded only when the page has an override.
 */
async function withOverrides(
  manifest: RemotesManifest,
  environment: EnvironmentName,
): Promise<RemotesManifest> {
  const storage = localStorageOrNull();
  if (!mayHaveOverrides(window.location.search, storage)) return manifest;
  try {
    const { applyOverrides } = await import(
      /* webpackChunkName: "on-demand-override" */ './federation/remote-override'
    );
    const applied = applyOverrides({ environment, manifest, search: window.location.search, storage });
    if (applied.cleanedSearch !== null) {
      const { pathname, hash } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${applied.cleanedSearch}${hash}`);
    }
    shellStore.set(remoteOverridesAtom, applied.active);
    return applied.manifest;
  } catch (error) {
    console.error('[host-shell] mfe-override could not be applied; using remotes.json', error);
    return manifest;
  }
}

export async function startShell(): Promise<void> {
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
  // guards, layouts, online status...: in main.js with the rest of the first page (issue 12: fewer chunks)
  const runtimePromise = import(/* webpackMode: "eager" */ './platform/shell-runtime').then(
    ({ installShellRuntime }) =>
      installShellRuntime({ vertical, bus, http, environment, featuresWaitMs: BOOT_STATE_WAIT_MS }),
    (error: unknown) => {
      // the site still starts (pages unguarded) rather than staying blank
      console.error('[host-shell] shell runtime chunk failed to load; starting without route guards', error);
      return null;
    },
  );

  // Failure layer 1: bounded retries with short delays; layer 2: errorLoadRemote answers with a fallback.
  // Remote scripts are created through the Trusted Types policy, for the manifest's origins only.
  const trustedScripts = createTrustedScripts();
  registerPlugins([
    trustedScripts.plugin,
    withEarlyAnswers(
      RetryPlugin({ fetch: { retryTimes: 2, retryDelay: 300 }, script: { retryTimes: 2, retryDelay: 300 } }),
    ),
    areaFallbackPlugin(),
  ]);

  const manifestPromise = fetchRemotesManifest({ early: takeEarlyRemotesManifest() });
  const statePromise = Promise.all([
    loadSession(http, environment).then((user) => shellStore.set(userAtom, user)),
    startFeatures(http),
  ]);

  const manifest = await withOverrides(await manifestPromise, environment);
  const remotes = toRemotes(manifest);
  trustedScripts.allowEntries(remotes.map((remote) => remote.entry));
  registerRemotes(remotes);
  const registered = new Set<string>(Object.keys(manifest));

  const loadWidget = async <T>(id: string): Promise<T | null> => {
    try {
      const widget = await loadRemote<T>(id);
      return widget && !isAreaFallbackModule(widget) ? widget : null;
    } catch (error) {
      console.error(`[host-shell] widget ${id} unavailable`, error);
      return null;
    }
  };
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
    app: () => import(/* webpackMode: "eager" */ './chrome/chrome-app'),
    activeWhen: () => true,
    customProps: { platform, preload: (path: string) => preloadPath(path, registered) },
  });
  registerApplication({
    name: 'shell-pages',
    app: () => import(/* webpackChunkName: "on-demand-shell-pages" */ './pages/shell-pages-app'),
    activeWhen: activityFunction('host-shell'),
    customProps: { platform },
  });
  for (const owner of REMOTE_OWNERS) {
    const name = FEDERATION_NAMES[owner];
    registerApplication({
      name: owner,
      app: async () =>
        createResilientArea({
          owner,
          contractVersion: CONTRACT_VERSION,
          load: () =>
            registered.has(name)
              ? loadRemote(`${name}/app`)
              : Promise.reject(new Error(`${name} is not in remotes.json`)),
          // forget the failed remote so the retry button fetches its manifest and entry again
          forget: () => {
            const line = manifest[name];
            if (line) registerRemotes([{ name, entry: line.entry }], { force: true });
          },
        }),
      activeWhen: activityFunction(owner),
      customProps: { platform },
    });
  }

  guards?.install();
  start({ urlRerouteOnly: true });
  schedulePrefetch(LIKELY_NEXT_AREAS, registered);
}
