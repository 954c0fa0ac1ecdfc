import { queryOptions } from '@tanstack/react-query';
import { FEATURED_LIMIT, type LdiCourse, type PlatformApi } from 'shared-contracts';
import { expectList, serviceCall, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isLdiCourse, MY_COURSES_KEY } from './get-my-courses';

/** GET /v3/courses/featured?per_page=20 (spec 2 §9 'featured 20'): the courses the platform highlights. */
export function getFeaturedCourses(platform: PlatformApi, signal?: AbortSignal): Promise<LdiCourse[]> {
  return serviceCall(AREA_NAME, 'getFeaturedCourses', async () =>
    expectList(
      await platform.http.api
        .get('v3/courses/featured', { searchParams: { per_page: FEATURED_LIMIT }, signal })
        .json<unknown>(),
      isLdiCourse,
      'cursos em destaque',
    ).slice(0, FEATURED_LIMIT),
  );
}

/** The highlights (each says whether it is already in my courses, so it moves when the student adds one). */
export function featuredCoursesQuery(platform: PlatformApi) {
  return queryOptions({
    queryKey: [...MY_COURSES_KEY, 'featured'],
    queryFn: ({ signal }) => getFeaturedCourses(platform, signal),
    staleTime: STALE_TIME.default,
  });
}
