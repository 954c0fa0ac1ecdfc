import { queryOptions } from '@tanstack/react-query';
import type { CourseClassification, LdiCourse, PlatformApi } from 'shared-contracts';
import { getData, isArrayOf, serviceCall, shapeGuard, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isLdiCourse, MY_COURSES_KEY } from './get-my-courses';

/** One category of the catalogue with its courses (GET /bff/courses/catalog-categorized). */
export type CategorizedCourses = Omit<CourseClassification, 'children'> & { courses: LdiCourse[] };

const isCategorized = shapeGuard<CategorizedCourses>({
  id: 'number',
  name: 'string',
  slug: 'string',
  courses: (value) => isArrayOf(value, isLdiCourse),
});

/** GET /bff/courses/catalog-categorized (spec 2 §7 Courses): the catalogue grouped by category. */
export function getCatalogCategorized(
  platform: PlatformApi,
  signal?: AbortSignal,
): Promise<CategorizedCourses[]> {
  return serviceCall(AREA_NAME, 'getCatalogCategorized', () =>
    getData(
      platform.http.api,
      'bff/courses/catalog-categorized',
      (value): value is CategorizedCourses[] => isArrayOf(value, isCategorized),
      'catálogo por categoria',
      { signal },
    ),
  );
}

export function catalogCategorizedQuery(platform: PlatformApi) {
  return queryOptions({
    queryKey: [...MY_COURSES_KEY, 'categorized'],
    queryFn: ({ signal }) => getCatalogCategorized(platform, signal),
    staleTime: STALE_TIME.default,
  });
}
