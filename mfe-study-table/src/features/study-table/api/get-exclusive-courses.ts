import { queryOptions } from '@tanstack/react-query';
import type { ExclusiveCourse, HttpClients } from 'shared-contracts';
import {
  expectList,
  hasNumber,
  hasString,
  isRecord,
  STALE_TIME,
  serviceCall,
} from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

function isExclusiveCourse(value: unknown): value is ExclusiveCourse {
  return isRecord(value) && hasNumber(value, 'id') && hasString(value, 'title') && hasString(value, 'slug');
}

/** GET /v3/study-table/exclusive-courses; null on failure, and the section is hidden (spec 2 §8). */
export function getExclusiveCourses(
  http: HttpClients,
  signal?: AbortSignal,
): Promise<ExclusiveCourse[] | null> {
  return serviceCall(
    AREA_NAME,
    'getExclusiveCourses',
    async () => {
      const body = await http.api.get('v3/study-table/exclusive-courses', { signal }).json<unknown>();
      return expectList(body, isExclusiveCourse, 'cursos exclusivos');
    },
    () => null,
  );
}

/**
 * The courses of the student's plan: reference data (it changes with the plan, not while they study); a
 * failed call (null) is not kept as fresh, so the section is asked for again on the next visit.
 */
export function exclusiveCoursesQuery(http: HttpClients) {
  return queryOptions({
    queryKey: [AREA_NAME, 'exclusive-courses'],
    queryFn: ({ signal }) => getExclusiveCourses(http, signal),
    staleTime: (query) => (query.state.data === null ? 0 : STALE_TIME.reference),
  });
}
