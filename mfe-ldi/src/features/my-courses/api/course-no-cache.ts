/**
 * The course paths of spec 2 §9's cache bypass: after a write on a course (done or not done, its classes and
 * videos, added to or removed from my courses or keep studying) the next GET of each course path the write
 * changed skips caches, once (the mechanism is the area's, `lib/no-cache-paths`).
 */
export {
  markNoCachePaths as markCourseNoCache,
  noCacheOptions as courseCacheOptions,
} from '../../../lib/no-cache-paths';

/** The paths of one course: by id (classes, done marks) and by slug (its place in my courses). */
export const COURSE_PATHS = {
  detail: (id: number) => `v3/courses/${id}`,
  bySlug: (slug: string) => `v3/courses/slug/${encodeURIComponent(slug)}`,
  /** the reader's copy of the course (/ldi/{slug}), whose is_my_course a change of my courses changes */
  documentBySlug: (slug: string) => `v3/mci/courses/slug/${encodeURIComponent(slug)}`,
  myCourses: 'v3/courses/my-courses',
  keepStudying: 'v3/courses/keep-studying',
} as const;
