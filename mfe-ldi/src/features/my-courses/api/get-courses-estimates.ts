import { queryOptions } from '@tanstack/react-query';
import type { LdiCourseSeconds, PlatformApi } from 'shared-contracts';
import { getData, serviceCall, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isCourseSecondsList } from './get-courses-time-spent';
import { MY_COURSES_KEY } from './get-my-courses';

/**
 * GET /bff/mci/courses/estimate_durations?course_ids=1,2 (spec 2 §7 Study time): how long each listed course
 * should take, in seconds. A failure is logged ('[mfe-ldi] getCoursesEstimates falhou') and rethrown: the cards
 * simply show no estimate.
 */
export function getCoursesEstimates(
  platform: PlatformApi,
  courseIds: readonly number[],
  signal?: AbortSignal,
): Promise<LdiCourseSeconds[]> {
  return serviceCall(AREA_NAME, 'getCoursesEstimates', () =>
    getData(
      platform.http.api,
      'bff/mci/courses/estimate_durations',
      isCourseSecondsList,
      'duração estimada dos cursos',
      { searchParams: { course_ids: courseIds.join(',') }, signal },
    ),
  );
}

/** The estimates do not move as the student studies (reference freshness). */
export function coursesEstimatesQuery(platform: PlatformApi, courseIds: readonly number[]) {
  return queryOptions({
    queryKey: [...MY_COURSES_KEY, 'estimates', courseIds],
    queryFn: ({ signal }) => getCoursesEstimates(platform, courseIds, signal),
    enabled: courseIds.length > 0,
    staleTime: STALE_TIME.reference,
  });
}
