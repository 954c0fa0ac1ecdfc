import { queryOptions } from '@tanstack/react-query';
import type { CourseClassification, PlatformApi } from 'shared-contracts';
import { getData, isArrayOf, serviceCall, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isCourseClassification } from './course-guards';
import { MY_COURSES_KEY } from './get-my-courses';

/**
 * GET /bff/courses/catalog/user-classifications (spec 2 §7 Courses): the catalogue's categories as they apply
 * to this student, the filter of the catalogue of all courses.
 */
export function getUserClassifications(
  platform: PlatformApi,
  signal?: AbortSignal,
): Promise<CourseClassification[]> {
  return serviceCall(AREA_NAME, 'getUserClassifications', () =>
    getData(
      platform.http.api,
      'bff/courses/catalog/user-classifications',
      (value): value is CourseClassification[] => isArrayOf(value, isCourseClassification),
      'categorias do catálogo',
      { signal },
    ),
  );
}

export function userClassificationsQuery(platform: PlatformApi) {
  return queryOptions({
    queryKey: [...MY_COURSES_KEY, 'user-classifications'],
    queryFn: ({ signal }) => getUserClassifications(platform, signal),
    staleTime: STALE_TIME.reference,
  });
}
