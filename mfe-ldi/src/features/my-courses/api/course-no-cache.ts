import type { PlatformApi } from 'shared-contracts';

/**
 * Spec 2 §9: 'Cache bypass through a no-cache header on course ... when asked'. After a write on a course
 * (done or not done, its classes and videos, added to or removed from my courses or keep studying) the next
 * GET of each course path the write changed is sent with `Cache-Control: no-cache`, once, so no HTTP cache
 * between the student and the API serves the copy from before the change. The platform's `markNoCache`
 * covers only its own keys (vip rooms, tutoring, favourites; spec 1 §7), so the course paths are kept
 * here, per platform (one per signed-in page), the same way: marked by the write, taken by the next GET.
 */
const pending = new WeakMap<PlatformApi, Set<string>>();

const normalize = (path: string) => path.replace(/^\/+/, '');

/** The course paths whose next GET must skip caches ('v3/courses/1001', 'v3/courses/my-courses'...). */
export function markCourseNoCache(platform: PlatformApi, paths: readonly string[]): void {
  let set = pending.get(platform);
  if (!set) {
    set = new Set();
    pending.set(platform, set);
  }
  for (const path of paths) set.add(normalize(path));
}

/** The request options of a GET of `path`: the no-cache header if a write marked it (taken once). */
export function courseCacheOptions(
  platform: PlatformApi,
  path: string,
): { headers?: Record<string, string> } {
  const set = pending.get(platform);
  if (!set?.delete(normalize(path))) return {};
  return { headers: { 'Cache-Control': 'no-cache' } };
}

/** The paths of one course: by id (classes, done marks) and by slug (its place in my courses). */
export const COURSE_PATHS = {
  detail: (id: number) => `v3/courses/${id}`,
  bySlug: (slug: string) => `v3/courses/slug/${encodeURIComponent(slug)}`,
  myCourses: 'v3/courses/my-courses',
  keepStudying: 'v3/courses/keep-studying',
} as const;
