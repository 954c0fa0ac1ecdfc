import type { PlatformApi } from 'shared-contracts';

/**
 * Spec 2 §9: 'Cache bypass through a no-cache header on course, text selections and items when asked'. After a
 * write the next GET of each path the write changed is sent with `Cache-Control: no-cache`, once, so no HTTP
 * cache between the student and the API serves the copy from before the change. The platform's `markNoCache`
 * covers only its own keys (vip rooms, tutoring, favourites; spec 1 §7), so this area keeps its paths here, per
 * platform (one per signed-in page), the same way: marked by the write, taken by the next GET.
 */
const pending = new WeakMap<PlatformApi, Set<string>>();

const normalize = (path: string) => path.replace(/^\/+/, '');

/** The paths (no query) whose next GET must skip caches ('v3/courses/1001', 'v3/mci/items/7/selections'...). */
export function markNoCachePaths(platform: PlatformApi, paths: readonly string[]): void {
  let set = pending.get(platform);
  if (!set) {
    set = new Set();
    pending.set(platform, set);
  }
  for (const path of paths) set.add(normalize(path));
}

/** The request options of a GET of `path`: the no-cache header if a write marked it (taken once). */
export function noCacheOptions(platform: PlatformApi, path: string): { headers?: Record<string, string> } {
  const set = pending.get(platform);
  if (!set?.delete(normalize(path))) return {};
  return { headers: { 'Cache-Control': 'no-cache' } };
}
