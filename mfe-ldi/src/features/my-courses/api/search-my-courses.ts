import { queryOptions } from '@tanstack/react-query';
import {
  SEARCH_PER_PAGE,
  type CourseSearchBody,
  type CourseSearchHit,
  type PlatformApi,
} from 'shared-contracts';
import { expectShape, FRESH_ON_RETURN, serviceCall } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isCourseSearchHit, isPagedOf, type Paged } from './course-guards';

/** The entity type of courses in search v2. */
export const COURSES_ENTITY_TYPE = 'courses';

/** POST /bff/search/v2/my-courses/aggregated {q, entity_types, page, per_page}: the student's courses found. */
export function searchMyCourses(
  platform: PlatformApi,
  term: string,
  page: number,
  signal?: AbortSignal,
): Promise<Paged<CourseSearchHit>> {
  const json: CourseSearchBody = {
    q: term.trim(),
    entity_types: [COURSES_ENTITY_TYPE],
    page,
    per_page: SEARCH_PER_PAGE,
  };
  return serviceCall(AREA_NAME, 'searchMyCourses', async () =>
    expectShape(
      await platform.http.api.post('bff/search/v2/my-courses/aggregated', { json, signal }).json<unknown>(),
      isPagedOf(isCourseSearchHit),
      'busca em meus cursos',
    ),
  );
}

/** My-courses search results: spec 1 §2 excludes them from caching on return, so they always load fresh. */
export function myCoursesSearchQuery(platform: PlatformApi, term: string, page: number) {
  return queryOptions({
    queryKey: [AREA_NAME, 'my-courses', 'search', term.trim(), page],
    queryFn: ({ signal }) => searchMyCourses(platform, term, page, signal),
    ...FRESH_ON_RETURN,
  });
}
