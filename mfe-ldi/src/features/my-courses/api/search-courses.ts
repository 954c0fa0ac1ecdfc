import { queryOptions } from '@tanstack/react-query';
import { SEARCH_PER_PAGE, type CourseSearchHit, type PlatformApi } from 'shared-contracts';
import { expectShape, serviceCall, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isCourseSearchHit, isPagedOf, type Paged } from './course-guards';
import { MY_COURSES_KEY } from './get-my-courses';

/**
 * GET /bff/courses/search-service?q&page&per_page=10 (spec 2 §7 Courses; search defaults of §9): courses of
 * the whole catalogue found by a term (the student's own are found by search v2, `search-my-courses.ts`).
 */
export function searchCourses(
  platform: PlatformApi,
  term: string,
  page: number,
  signal?: AbortSignal,
): Promise<Paged<CourseSearchHit>> {
  return serviceCall(AREA_NAME, 'searchCourses', async () =>
    expectShape(
      await platform.http.api
        .get('bff/courses/search-service', {
          searchParams: { q: term.trim(), page, per_page: SEARCH_PER_PAGE },
          signal,
        })
        .json<unknown>(),
      isPagedOf(isCourseSearchHit),
      'busca no catálogo',
    ),
  );
}

export function searchCoursesQuery(platform: PlatformApi, term: string, page: number) {
  return queryOptions({
    queryKey: [...MY_COURSES_KEY, 'catalog-search', term.trim(), page],
    queryFn: ({ signal }) => searchCourses(platform, term, page, signal),
    staleTime: STALE_TIME.default,
  });
}
