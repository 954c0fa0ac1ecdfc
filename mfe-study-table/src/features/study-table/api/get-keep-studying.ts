import { queryOptions } from '@tanstack/react-query';
import type { HttpClients, KeepStudyingCourse, KeepStudyingUpsert } from 'shared-contracts';
import { expectData, expectList, serviceCall, shapeGuard, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

const isKeepStudyingCourse = shapeGuard<KeepStudyingCourse>({
  id: 'number',
  title: 'string',
  slug: 'string',
  progress: 'number',
  hidden: 'boolean',
  updated_at: 'string',
});

/** GET /v3/courses/keep-studying: the courses of 'Continue estudando', hidden ones included. */
export function getKeepStudying(http: HttpClients, signal?: AbortSignal): Promise<KeepStudyingCourse[]> {
  return serviceCall(AREA_NAME, 'getKeepStudying', async () => {
    const body = await http.api.get('v3/courses/keep-studying', { signal }).json<unknown>();
    return expectList(body, isKeepStudyingCourse, 'continue estudando');
  });
}

export const KEEP_STUDYING_KEY = [AREA_NAME, 'keep-studying'] as const;

/** 'Continue estudando': live, it moves as the student studies. */
export function keepStudyingQuery(http: HttpClients) {
  return queryOptions({
    queryKey: KEEP_STUDYING_KEY,
    queryFn: ({ signal }) => getKeepStudying(http, signal),
    staleTime: STALE_TIME.live,
  });
}

/** POST /v3/courses/keep-studying {course_id, progress?, hidden?}: adds the course or updates it. */
export function upsertKeepStudying(http: HttpClients, body: KeepStudyingUpsert): Promise<KeepStudyingCourse> {
  return serviceCall(AREA_NAME, 'upsertKeepStudying', async () => {
    const answer = await http.api.post('v3/courses/keep-studying', { json: body }).json<unknown>();
    return expectData(answer, isKeepStudyingCourse, 'curso de continue estudando');
  });
}

/** DELETE /v3/courses/keep-studying/{id}. */
export function removeKeepStudying(http: HttpClients, courseId: number): Promise<void> {
  return serviceCall(AREA_NAME, 'removeKeepStudying', async () => {
    await http.api.delete(`v3/courses/keep-studying/${courseId}`);
  });
}
