import { queryOptions } from '@tanstack/react-query';
import type { LdiCourseProgress, PlatformApi } from 'shared-contracts';
import { getData, isArrayOf, serviceCall, shapeGuard, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { MY_COURSES_KEY } from './get-my-courses';

const isCourseProgress = shapeGuard<LdiCourseProgress>({
  course_id: 'number',
  percentage: 'number',
  completed_items: 'number',
  total_items: 'number',
});
const isCoursesProgress = (value: unknown): value is LdiCourseProgress[] =>
  isArrayOf(value, isCourseProgress);

/**
 * GET /v3/mci/courses-progress?course_ids=1,2 (spec 2 §7 Completion; the /v3/mci prefix of the reader's
 * my-courses/{id}/course-progress): the progress of every listed course in one call. A progress list lookup
 * swallows its failure (spec 2 §8): logged ('[mfe-ldi] getCoursesProgress falhou') and answered as no progress,
 * so the cards keep the list's own percentage.
 */
export function getCoursesProgress(
  platform: PlatformApi,
  courseIds: readonly number[],
  signal?: AbortSignal,
): Promise<LdiCourseProgress[]> {
  return serviceCall(
    AREA_NAME,
    'getCoursesProgress',
    () =>
      getData(platform.http.api, 'v3/mci/courses-progress', isCoursesProgress, 'progresso dos cursos', {
        searchParams: { course_ids: courseIds.join(',') },
        signal,
      }),
    () => [],
  );
}

export function coursesProgressQuery(platform: PlatformApi, courseIds: readonly number[]) {
  return queryOptions({
    queryKey: [...MY_COURSES_KEY, 'courses-progress', courseIds],
    queryFn: ({ signal }) => getCoursesProgress(platform, courseIds, signal),
    enabled: courseIds.length > 0,
    staleTime: STALE_TIME.default,
  });
}
