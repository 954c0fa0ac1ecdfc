import { queryOptions } from '@tanstack/react-query';
import type { LdiCourseSeconds, PlatformApi } from 'shared-contracts';
import { getData, isArrayOf, serviceCall, shapeGuard, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { MY_COURSES_KEY } from './get-my-courses';

export const isCourseSeconds = shapeGuard<LdiCourseSeconds>({ course_id: 'number', seconds: 'number' });
export const isCourseSecondsList = (value: unknown): value is LdiCourseSeconds[] =>
  isArrayOf(value, isCourseSeconds);

/**
 * GET /bff/mci/study_time/courses/time-spent (spec 2 §7 Study time): the seconds the student spent in each of
 * their courses. A failure is logged ('[mfe-ldi] getCoursesTimeSpent falhou') and rethrown: the cards simply
 * show no time.
 */
export function getCoursesTimeSpent(
  platform: PlatformApi,
  signal?: AbortSignal,
): Promise<LdiCourseSeconds[]> {
  return serviceCall(AREA_NAME, 'getCoursesTimeSpent', () =>
    getData(
      platform.http.api,
      'bff/mci/study_time/courses/time-spent',
      isCourseSecondsList,
      'tempo de estudo dos cursos',
      { signal },
    ),
  );
}

export function coursesTimeSpentQuery(platform: PlatformApi) {
  return queryOptions({
    queryKey: [...MY_COURSES_KEY, 'time-spent'],
    queryFn: ({ signal }) => getCoursesTimeSpent(platform, signal),
    staleTime: STALE_TIME.default,
  });
}
