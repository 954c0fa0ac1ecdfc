import { queryOptions } from '@tanstack/react-query';
import { COURSE_CATALOGUE_PER_PAGE, type LdiCourse, type PlatformApi } from 'shared-contracts';
import { expectShape, serviceCall, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isPagedOf, type Paged } from './course-guards';
import { classificationIdParams } from './get-course-catalog';
import { isLdiCourse, MY_COURSES_KEY } from './get-my-courses';

/**
 * GET /v3/courses/catalog?page&per_page=45&classification_ids[n] (spec 2 §7 Courses, §9 'course catalogue
 * per page 45'): every course of the vertical, narrowed by categories (ids stripped of empties, spec 2 §5).
 */
export function getAllCourses(
  platform: PlatformApi,
  classificationIds: readonly (string | number | null | undefined)[],
  page: number,
  signal?: AbortSignal,
): Promise<Paged<LdiCourse>> {
  const searchParams = new URLSearchParams([
    ['page', String(page)],
    ['per_page', String(COURSE_CATALOGUE_PER_PAGE)],
    ...classificationIdParams(classificationIds, 'classification_ids'),
  ]);
  return serviceCall(AREA_NAME, 'getAllCourses', async () =>
    expectShape(
      await platform.http.api.get('v3/courses/catalog', { searchParams, signal }).json<unknown>(),
      isPagedOf(isLdiCourse),
      'catálogo de cursos',
    ),
  );
}

export function allCoursesQuery(
  platform: PlatformApi,
  classificationIds: readonly (string | number | null | undefined)[],
  page: number,
) {
  const ids = classificationIdParams(classificationIds).map(([, id]) => id);
  return queryOptions({
    queryKey: [...MY_COURSES_KEY, 'all-courses', ids, page],
    queryFn: ({ signal }) => getAllCourses(platform, ids, page, signal),
    staleTime: STALE_TIME.default,
  });
}
