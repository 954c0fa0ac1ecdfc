import { queryOptions } from '@tanstack/react-query';
import type { PlatformApi } from 'shared-contracts';
import { expectList, hasNumber, isRecord, serviceCall, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { MY_COURSES_KEY } from './get-my-courses';

const hasId = (value: unknown): value is { id: number } => isRecord(value) && hasNumber(value, 'id');

/** The lists a course can be added to from its page (spec 2 §4: added to or removed from the user's list). */
export type CourseList = 'my-courses' | 'keep-studying' | 'favorites';

const LIST_PATHS: Record<CourseList, string> = {
  'my-courses': 'v3/courses/my-courses',
  'keep-studying': 'v3/courses/keep-studying',
  favorites: 'v3/mci/favorites',
};

/** GET of a list (keep studying, favourites): the ids of its courses. */
export function courseListQuery(platform: PlatformApi, list: Exclude<CourseList, 'my-courses'>) {
  return queryOptions({
    queryKey: [...MY_COURSES_KEY, 'list-ids', list],
    queryFn: ({ signal }) =>
      serviceCall(AREA_NAME, list === 'favorites' ? 'getFavorites' : 'getKeepStudying', async () =>
        expectList(
          await platform.http.api.get(LIST_PATHS[list], { signal }).json<unknown>(),
          hasId,
          list,
        ).map((entry) => entry.id),
      ),
    staleTime: STALE_TIME.default,
  });
}

/**
 * Adds a course to, or removes it from, one of the student's lists: my courses (POST/DELETE {id}), keep
 * studying (POST {course_id}; DELETE /{id}), favourites (POST/DELETE /v3/mci/favorites {id}; the next GET of
 * favourites skips caches, spec 1 §7).
 */
export function setCourseInList(platform: PlatformApi, list: CourseList, courseId: number, add: boolean) {
  const { api } = platform.http;
  const path = LIST_PATHS[list];
  return serviceCall(AREA_NAME, 'setCourseInList', async () => {
    if (list === 'keep-studying') {
      await (add ? api.post(path, { json: { course_id: courseId } }) : api.delete(`${path}/${courseId}`));
    } else {
      const options = { json: { id: courseId } };
      await (add ? api.post(path, options) : api.delete(path, options));
    }
    if (list === 'favorites') platform.http.markNoCache('favorites');
  });
}
