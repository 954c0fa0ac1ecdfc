import { queryOptions } from '@tanstack/react-query';
import {
  COURSE_CLASSIFICATIONS_PER_PAGE,
  type CourseClassification,
  type PlatformApi,
} from 'shared-contracts';
import { getData, isArrayOf, serviceCall, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isCourseClassification } from './course-guards';

/** GET /v3/courses/catalog/classifications?page=1&per_page=150: the course categories and sub-categories. */
export function getCourseClassifications(
  platform: PlatformApi,
  signal?: AbortSignal,
): Promise<CourseClassification[]> {
  return serviceCall(AREA_NAME, 'getCourseClassifications', () =>
    getData(
      platform.http.api,
      'v3/courses/catalog/classifications',
      (value): value is CourseClassification[] => isArrayOf(value, isCourseClassification),
      'categorias de cursos',
      { searchParams: { page: 1, per_page: COURSE_CLASSIFICATIONS_PER_PAGE }, signal },
    ),
  );
}

/** The categories: reference data (they change with publications, not with the student). */
export function courseClassificationsQuery(platform: PlatformApi) {
  return queryOptions({
    queryKey: [AREA_NAME, 'my-courses', 'classifications'],
    queryFn: ({ signal }) => getCourseClassifications(platform, signal),
    staleTime: STALE_TIME.reference,
  });
}
