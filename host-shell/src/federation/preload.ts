import { preloadRemote } from '@module-federation/enhanced/runtime';
import { FEDERATION_NAMES, ownerOfPath, PREFETCH_IDLE_MS, type RemoteOwner } from 'shared-contracts';

const preloaded = new Set<string>();

/** Fetches a remote's entry and './app' ahead of navigation; failures are ignored (the real load reports them). */
export function preloadOwner(owner: RemoteOwner, registered: ReadonlySet<string>): void {
  const name = FEDERATION_NAMES[owner];
  if (preloaded.has(name) || !registered.has(name)) return;
  preloaded.add(name);
  preloadRemote([{ nameOrAlias: name, exposes: ['./app'] }]).catch((error: unknown) => {
    preloaded.delete(name);
    console.warn(`[host-shell] preload of ${name} failed`, error);
  });
}

/** Preloads the remote that owns a path (side-menu hover). */
export function preloadPath(path: string, registered: ReadonlySet<string>): void {
  const owner = ownerOfPath(path);
  if (owner !== 'host-shell') preloadOwner(owner, registered);
}

/** After the first page is idle, prefetch the areas a student most likely opens next. */
export function schedulePrefetch(
  likely: readonly RemoteOwner[],
  registered: ReadonlySet<string>,
): () => void {
  const timer = setTimeout(() => {
    const run = () => likely.forEach((owner) => preloadOwner(owner, registered));
    if ('requestIdleCallback' in window) window.requestIdleCallback(run);
    else run();
  }, PREFETCH_IDLE_MS);
  return () => clearTimeout(timer);
}
