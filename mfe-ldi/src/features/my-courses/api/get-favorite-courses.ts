import { queryOptions } from '@tanstack/react-query';
import type { PlatformApi } from 'shared-contracts';
import { expectList, serviceCall, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isLdiCourseEntry } from './course-guards';
import { MY_COURSES_KEY } from './get-my-courses';

/** GET /v3/mci/favorites: the student's favourite courses. */
export function favoriteCoursesQuery(platform: PlatformApi) {
  return queryOptions({
    queryKey: [...MY_COURSES_KEY, 'favorites'],
    queryFn: ({ signal }) =>
      serviceCall(AREA_NAME, 'getFavoriteCourses', async () =>
        expectList(
          await platform.http.api.get('v3/mci/favorites', { signal }).json<unknown>(),
          isLdiCourseEntry,
          'favoritos',
        ),
      ),
    staleTime: STALE_TIME.default,
  });
}
