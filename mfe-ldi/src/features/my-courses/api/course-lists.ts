import { queryOptions } from '@tanstack/react-query';
import type { LdiCourse, PlatformApi } from 'shared-contracts';
import { expectList, hasNumber, isRecord, serviceCall, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { COURSE_PATHS, courseCacheOptions, markCourseNoCache } from './course-no-cache';
import { MY_COURSES_KEY } from './get-my-courses';

const hasId = (value: unknown): value is { id: number } => isRecord(value) && hasNumber(value, 'id');

/** The lists a course can be added to from its page (spec 2 §4: added to or removed from the user's list). */
export type CourseList = 'my-courses' | 'keep-studying' | 'favorites';

const LIST_PATHS: Record<CourseList, string> = {
  'my-courses': COURSE_PATHS.myCourses,
  'keep-studying': COURSE_PATHS.keepStudying,
  favorites: 'v3/mci/favorites',
};

/**
 * The queries a change of `list` makes stale: keep studying only itself; favourites also the favourite
 * courses, the tabs' counts and the catalogue (it includes favourites); my courses everything about the
 * student's courses (the lists, the tabs, the course's own answers, the catalogues' 'Em Meus cursos').
 */
export function queriesChangedBy(list: CourseList): readonly (readonly unknown[])[] {
  if (list === 'keep-studying') return [[...MY_COURSES_KEY, 'list-ids', 'keep-studying']];
  if (list === 'favorites')
    return [
      [...MY_COURSES_KEY, 'list-ids', 'favorites'],
      [...MY_COURSES_KEY, 'favorites'],
      [...MY_COURSES_KEY, 'tabs'],
      [...MY_COURSES_KEY, 'catalog'],
    ];
  return [MY_COURSES_KEY];
}

/** GET of a list (keep studying, favourites): the ids of its courses. */
export function courseListQuery(platform: PlatformApi, list: Exclude<CourseList, 'my-courses'>) {
  const path = LIST_PATHS[list];
  return queryOptions({
    queryKey: [...MY_COURSES_KEY, 'list-ids', list],
    queryFn: ({ signal }) =>
      serviceCall(AREA_NAME, list === 'favorites' ? 'getFavorites' : 'getKeepStudying', async () =>
        expectList(
          // favourites get their no-cache from the platform (spec 1 §7), keep studying from the course paths
          await platform.http.api
            .get(path, { signal, ...courseCacheOptions(platform, path) })
            .json<unknown>(),
          hasId,
          list,
        ).map((entry) => entry.id),
      ),
    staleTime: STALE_TIME.default,
  });
}

/**
 * Adds a course to, or removes it from, one of the student's lists: my courses (POST/DELETE {id}), keep
 * studying (POST {course_id}; DELETE /{id}), favourites (POST/DELETE /v3/mci/favorites {id}). The next GET
 * of what changed skips caches: favourites through the platform (spec 1 §7), the course paths (the list,
 * and the course itself, with the reader's copy, for my courses) through `markCourseNoCache` (spec 2 §9).
 */
export function setCourseInList(
  platform: PlatformApi,
  list: CourseList,
  course: Pick<LdiCourse, 'id' | 'slug'>,
  add: boolean,
) {
  const { api } = platform.http;
  const path = LIST_PATHS[list];
  return serviceCall(AREA_NAME, 'setCourseInList', async () => {
    if (list === 'keep-studying') {
      await (add ? api.post(path, { json: { course_id: course.id } }) : api.delete(`${path}/${course.id}`));
    } else {
      const options = { json: { id: course.id } };
      await (add ? api.post(path, options) : api.delete(path, options));
    }
    if (list === 'favorites') platform.http.markNoCache('favorites');
    else if (list === 'keep-studying') markCourseNoCache(platform, [COURSE_PATHS.keepStudying]);
    else
      markCourseNoCache(platform, [
        COURSE_PATHS.myCourses,
        COURSE_PATHS.bySlug(course.slug),
        COURSE_PATHS.documentBySlug(course.slug),
        COURSE_PATHS.detail(course.id),
      ]);
  });
}
