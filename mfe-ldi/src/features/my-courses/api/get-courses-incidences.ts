import { queryOptions, skipToken } from '@tanstack/react-query';
import type { PlatformApi } from 'shared-contracts';
import { expectData, isArrayOf, serviceCall, shapeGuard, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { MY_COURSES_KEY } from './get-my-courses';

/**
 * One course's incidence in a goal (the spec shows no answer; this shape is the dev BFF's): the share of the
 * goal's exams that falls in the course's subjects, and how many of its subjects fall in them.
 */
export interface CourseIncidence {
  course_id: number;
  incidence_percentage: number;
  subjects_count: number;
}

const isCourseIncidence = shapeGuard<CourseIncidence>({
  course_id: 'number',
  incidence_percentage: 'number',
  subjects_count: 'number',
});
const isCourseIncidences = (value: unknown): value is CourseIncidence[] =>
  isArrayOf(value, isCourseIncidence);

/**
 * POST /v3/mci/my-courses/incidences/goals/{goalId} {course_ids} (spec 2 §7 Incidences): the incidence of
 * every listed course in the goal, in one call. A lookup, not a change: cached like a GET, and never retried
 * (ky retries GET, HEAD and OPTIONS only; the area's queries never retry). A failure is logged
 * ('[mfe-ldi] getCoursesIncidences falhou') and rethrown: the cards simply show no incidence.
 */
export function getCoursesIncidences(
  platform: PlatformApi,
  goalId: number,
  courseIds: readonly number[],
  signal?: AbortSignal,
): Promise<CourseIncidence[]> {
  return serviceCall(AREA_NAME, 'getCoursesIncidences', async () => {
    const body = await platform.http.api
      .post(`v3/mci/my-courses/incidences/goals/${goalId}`, { json: { course_ids: courseIds }, signal })
      .json<unknown>();
    return expectData(body, isCourseIncidences, 'incidência dos cursos');
  });
}

/**
 * The lookup for a goal (null: no goal the student may see incidences for, nothing is asked) and the listed
 * courses, sorted so that the same courses in another order are the same request. The incidences do not move
 * as the student studies (reference freshness).
 */
export function coursesIncidencesQuery(
  platform: PlatformApi,
  goalId: number | null,
  courseIds: readonly number[],
) {
  const ids = [...courseIds].sort((a, b) => a - b);
  return queryOptions({
    queryKey: [...MY_COURSES_KEY, 'incidences', goalId, ids],
    queryFn:
      goalId === null || ids.length === 0
        ? skipToken
        : ({ signal }) => getCoursesIncidences(platform, goalId, ids, signal),
    staleTime: STALE_TIME.reference,
  });
}
