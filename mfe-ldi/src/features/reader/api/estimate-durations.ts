import type { LdiEstimatedDuration, PlatformApi } from 'shared-contracts';
import { queryOptions } from '@tanstack/react-query';
import { expectData, hasNumber, isArrayOf, isRecord, serviceCall } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

const isEstimate = (value: unknown): value is LdiEstimatedDuration =>
  isRecord(value) &&
  hasNumber(value, 'course_id') &&
  hasNumber(value, 'seconds') &&
  isArrayOf(
    value.chapters,
    (chapter): chapter is LdiEstimatedDuration['chapters'][number] =>
      isRecord(chapter) && hasNumber(chapter, 'chapter_id') && hasNumber(chapter, 'seconds'),
  );

/** GET /v3/mci/courses/{id}/estimate_durations: how long the document (and each chapter) should take. */
export function estimateDurationsQuery(platform: PlatformApi, courseId: number) {
  return queryOptions({
    queryKey: [AREA_NAME, 'ldi', 'estimate-durations', courseId],
    queryFn: ({ signal }) =>
      serviceCall(AREA_NAME, 'getEstimateDurations', async () => {
        const body = await platform.http.api
          .get(`v3/mci/courses/${courseId}/estimate_durations`, { signal })
          .json<unknown>();
        return expectData(body, isEstimate, 'duração estimada');
      }),
  });
}
