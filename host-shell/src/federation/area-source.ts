/**
 * Where the shell gets an area's code: module federation (this file; the normal build). The remotes come
 * from remotes.json (and ?mfe-override= test builds), each loaded at run time from its own origin by the
 * shell's container loader (container-runtime.ts: the early boot's answers, bounded retries, Trusted Types). The single-build mode of `npm start -- --single`
 * (issue 12: what federation costs) replaces this module with area-source.single.ts at build time.
 */
import { FEDERATION_NAMES, type EnvironmentName, type RemoteOwner } from 'shared-contracts';
import { takeEarlyRemotesManifest } from '../boot/early-boot-answers';
import { localStorageOrNull } from '../platform/local-storage';
import { remoteOverridesAtom, shellStore } from '../state/shell-store';
import { createContainerRuntime, hostShareScope } from './container-runtime';
import { fetchWithEarlyAnswers } from './early-answers';
import { preloadPath, schedulePrefetch } from './preload';
import { mayHaveOverrides } from './remote-override-keys';
import { fetchRemotesManifest, type RemotesManifest } from './remotes-manifest';
import { createTrustedScripts } from './trusted-scripts';

/** What the root config asks of the source of the areas' code. */
export interface AreaSource {
  /** an area's './app' module */
  loadApp(owner: RemoteOwner): Promise<unknown>;
  /** forgets a failed area, so that the retry fetches it again */
  forget(owner: RemoteOwner): void;
  /** a widget another area exposes ('mfe_submissions/comments'); null when unavailable */
  loadWidget<T>(id: string): Promise<T | null>;
  /** fetches the code of the area that owns `path` ahead of a navigation (side-menu hover) */
  preload(path: string): void;
  /** once the first page is idle, fetches the areas a student most likely opens next */
  prefetch(likely: readonly RemoteOwner[]): void;
}

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
    const { applyOverrides } = await import(/* webpackChunkName: "on-demand-override" */ './remote-override');
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

/** Starts the container loader now, and registers the remotes once remotes.json (with any override) is read. */
export function startAreaSource(environment: EnvironmentName): Promise<AreaSource> {
  // Failure layer 1: bounded retries with short delays (the loader); layer 2: the resilient area's fallback.
  // Remote scripts are created through the Trusted Types policy, for the manifest's origins only.
  const trustedScripts = createTrustedScripts();
  const runtime = createContainerRuntime({
    fetchManifest: fetchWithEarlyAnswers,
    createScript: trustedScripts.createScript,
    shareScope: hostShareScope,
    retry: { times: 2, delayMs: 300 },
  });
  const manifestPromise = fetchRemotesManifest({ early: takeEarlyRemotesManifest() });

  return manifestPromise.then(async (fetched) => {
    const manifest = await withOverrides(fetched, environment);
    const remotes = toRemotes(manifest);
    trustedScripts.allowEntries(remotes.map((remote) => remote.entry));
    runtime.register(remotes);
    const registered = new Set<string>(Object.keys(manifest));
    return {
      loadApp: (owner) => {
        const name = FEDERATION_NAMES[owner];
        return registered.has(name)
          ? runtime.load(`${name}/app`)
          : Promise.reject(new Error(`${name} is not in remotes.json`));
      },
      forget: (owner) => {
        const line = manifest[FEDERATION_NAMES[owner]];
        if (line) runtime.register([{ name: FEDERATION_NAMES[owner], entry: line.entry }], { force: true });
      },
      loadWidget: async <T>(id: string): Promise<T | null> => {
        try {
          return (await runtime.load<T>(id)) ?? null;
        } catch (error) {
          console.error(`[host-shell] widget ${id} unavailable`, error);
          return null;
        }
      },
      preload: (path) => preloadPath(runtime, path, registered),
      prefetch: (likely) => {
        schedulePrefetch(runtime, likely, registered);
      },
    };
  });
}
