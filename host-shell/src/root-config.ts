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
  type RemoteOwner,
} from 'shared-contracts';
import { areaFallbackPlugin, isAreaFallbackModule } from './federation/area-fallback-plugin';
import { createResilientArea } from './federation/resilient-area';
import { fetchRemotesManifest, type RemotesManifest } from './federation/remotes-manifest';
import { preloadPath, schedulePrefetch } from './federation/preload';
import { loadFeatures } from './features/load-features';
import { createPlatform } from './platform/create-platform';
import { environmentFromHost } from './platform/environment';
import { loadSession } from './session/load-session';
import {
  ecommerceAtom,
  explorerTitleAtom,
  featuresAtom,
  featuresLoadedAtom,
  shellStore,
  userAtom,
} from './state/shell-store';

/** How long boot waits for session and flags before mounting anyway (they keep loading). */
const BOOT_STATE_WAIT_MS = 3000;
/** Areas prefetched once the first page is idle. */
const LIKELY_NEXT_AREAS: readonly RemoteOwner[] = ['mfe-study-table', 'mfe-questions'];

function toRemotes(manifest: RemotesManifest) {
  return Object.entries(manifest).map(([name, line]) => ({ name, entry: line.entry }));
}

export async function startShell(): Promise<void> {
  const vertical = verticalFromHost(window.location.hostname);
  const environment = environmentFromHost(window.location.hostname);
  document.documentElement.dataset.vertical = vertical;

  const bus = createEventBus();
  const http = createHttpClients({ bus, vertical });

  // Failure layer 1: bounded retries with short delays; layer 2: errorLoadRemote answers with a fallback.
  registerPlugins([
    RetryPlugin({ fetch: { retryTimes: 2, retryDelay: 300 }, script: { retryTimes: 2, retryDelay: 300 } }),
    areaFallbackPlugin(),
  ]);

  const manifestPromise = fetchRemotesManifest();
  const statePromise = (async () => {
    shellStore.set(userAtom, await loadSession(http));
    const loaded = await loadFeatures(http);
    shellStore.set(featuresAtom, loaded.features);
    shellStore.set(ecommerceAtom, loaded.ecommerce);
    shellStore.set(explorerTitleAtom, loaded.explorerTitle);
    shellStore.set(featuresLoadedAtom, true);
  })();

  const manifest = await manifestPromise;
  registerRemotes(toRemotes(manifest));
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
    app: () => import('./pages/shell-pages-app'),
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

  start({ urlRerouteOnly: true });
  schedulePrefetch(LIKELY_NEXT_AREAS, registered);
}
