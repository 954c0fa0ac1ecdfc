import { queryOptions } from '@tanstack/react-query';
import type { CourseDetail, CourseEstimateDurations, PlatformApi } from 'shared-contracts';
import { getData, isArrayOf, serviceCall, shapeGuard, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isCourseDetail } from './course-guards';
import { COURSE_PATHS, courseCacheOptions } from './course-no-cache';
import { MY_COURSES_KEY } from './get-my-courses';

/**
 * GET /v3/courses/{id}: the student's classes, videos, done marks and progress in one course (no-cache once
 * after a mark).
 */
export function getCourseDetail(
  platform: PlatformApi,
  id: number,
  signal?: AbortSignal,
): Promise<CourseDetail> {
  const path = COURSE_PATHS.detail(id);
  return serviceCall(AREA_NAME, 'getCourseDetail', () =>
    getData(platform.http.api, path, isCourseDetail, 'aulas do curso', {
      signal,
      ...courseCacheOptions(platform, path),
    }),
  );
}

export function courseDetailQuery(platform: PlatformApi, id: number) {
  return queryOptions({
    queryKey: [...MY_COURSES_KEY, 'detail', id],
    queryFn: ({ signal }) => getCourseDetail(platform, id, signal),
    staleTime: STALE_TIME.default,
  });
}

const isEstimate = shapeGuard<CourseEstimateDurations>({
  course_id: 'number',
  seconds: 'number',
  chapters: (value) => isArrayOf(value, shapeGuard({ chapter_id: 'number', seconds: 'number' })),
});

/** GET /v3/mci/courses/{id}/estimate_durations: expected study time of the course and of each class. */
export function courseEstimateQuery(platform: PlatformApi, id: number) {
  return queryOptions({
    queryKey: [...MY_COURSES_KEY, 'estimate', id],
    queryFn: ({ signal }) =>
      serviceCall(AREA_NAME, 'getCourseEstimateDurations', () =>
        getData(
          platform.http.api,
          `v3/mci/courses/${id}/estimate_durations`,
          isEstimate,
          'duração estimada',
          {
            signal,
          },
        ),
      ),
    staleTime: STALE_TIME.reference,
  });
}
