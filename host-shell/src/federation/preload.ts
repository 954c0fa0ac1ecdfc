import { FEDERATION_NAMES, ownerOfPath, PREFETCH_IDLE_MS, type RemoteOwner } from 'shared-contracts';
import type { ContainerRuntime } from './container-runtime';

const preloaded = new Set<string>();

/** Fetches a remote's entry and './app' ahead of navigation; failures are ignored (the real load reports them). */
export function preloadOwner(
  runtime: ContainerRuntime,
  owner: RemoteOwner,
  registered: ReadonlySet<string>,
): void {
  const name = FEDERATION_NAMES[owner];
  if (preloaded.has(name) || !registered.has(name)) return;
  preloaded.add(name);
  runtime.preload(name, ['./app']).catch((error: unknown) => {
    preloaded.delete(name);
    console.warn(`[host-shell] preload of ${name} failed`, error);
  });
}

/** Preloads the remote that owns a path (side-menu hover). */
export function preloadPath(runtime: ContainerRuntime, path: string, registered: ReadonlySet<string>): void {
  const owner = ownerOfPath(path);
  if (owner !== 'host-shell') preloadOwner(runtime, owner, registered);
}

/** After the first page is idle, prefetch the areas a student most likely opens next. */
export function schedulePrefetch(
  runtime: ContainerRuntime,
  likely: readonly RemoteOwner[],
  registered: ReadonlySet<string>,
): () => void {
  const timer = setTimeout(() => {
    const run = () => likely.forEach((owner) => preloadOwner(runtime, owner, registered));
    if ('requestIdleCallback' in window) window.requestIdleCallback(run);
    else run();
  }, PREFETCH_IDLE_MS);
  return () => clearTimeout(timer);
}
