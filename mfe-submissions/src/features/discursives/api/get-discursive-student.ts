import { queryOptions } from '@tanstack/react-query';
import type { DiscursiveStudentResponse, HttpClients } from 'shared-contracts';
import { getData, serviceCall, shapeGuard, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { DISCURSIVES_KEY } from './get-discursives';

/** The student's own limit for one exam. */
export type DiscursiveStudentLimit = DiscursiveStudentResponse['data'];

const isLimit = shapeGuard<DiscursiveStudentLimit>({
  discursive_id: 'number',
  additional_submission_limit: 'number',
  submissions_count: 'number',
});

/**
 * GET /bff/discursives/discursive-student/{id}: the student's additional_submission_limit for the exam and
 * how many they sent. A failure is logged and rethrown (the page then uses the exam's own numbers).
 */
export function getDiscursiveStudent(
  http: HttpClients,
  discursiveId: number,
  signal?: AbortSignal,
): Promise<DiscursiveStudentLimit> {
  return serviceCall(AREA_NAME, 'getDiscursiveStudent', () =>
    getData(http.api, `bff/discursives/discursive-student/${discursiveId}`, isLimit, 'limite de envios', {
      signal,
    }),
  );
}

/** The student's limit for an exam (a submission changes it: under the discursives key). */
export function discursiveStudentQuery(http: HttpClients, discursiveId: number) {
  return queryOptions({
    queryKey: [...DISCURSIVES_KEY, 'student', discursiveId] as const,
    queryFn: ({ signal }) => getDiscursiveStudent(http, discursiveId, signal),
    staleTime: STALE_TIME.default,
  });
}
