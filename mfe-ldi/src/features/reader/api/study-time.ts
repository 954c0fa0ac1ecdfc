import type { LdiChapterStudyTime, LdiItemStudyTime, PlatformApi } from 'shared-contracts';
import { queryOptions } from '@tanstack/react-query';
import { expectList, hasNumber, isRecord, logServiceFailure, statusOf } from 'shared-design-system/area';
import { AREA_NAME, RECORD_NOT_FOUND } from '../../../constants';

/** GET /v3/mci/blocks/{id}/time?current_seconds: the time spent on a block; errors are swallowed (spec 2 §8). */
export async function sendBlockTime(platform: PlatformApi, blockId: number, seconds: number): Promise<void> {
  try {
    await platform.http.api.get(`v3/mci/blocks/${blockId}/time`, {
      searchParams: { current_seconds: String(seconds) },
    });
  } catch {
    // block time lookups swallow errors
  }
}

/**
 * Whether a failed study-time lookup answered 'record not found' (silent: no time yet). Found by the answer's
 * status and text, not `instanceof HTTPError`: the error comes from the host's http client, whose ky is not
 * this remote's copy (in the composed site every document without study time logged a failure).
 */
async function isRecordNotFound(error: unknown): Promise<boolean> {
  if (statusOf(error) !== 404) return false;
  try {
    const { response } = error as { response: Response };
    return (await response.clone().text()).toLowerCase().includes(RECORD_NOT_FOUND);
  } catch {
    return false;
  }
}

/**
 * GET /ldi/api/study_time/{courseId}/total_elapsed_time: the seconds studied in the document; 'record not
 * found' is silent (0), any other failure is logged and yields null.
 */
export async function getTotalElapsed(
  platform: PlatformApi,
  courseId: number,
  signal?: AbortSignal,
): Promise<number | null> {
  try {
    const body = await platform.http.api
      .get(`ldi/api/study_time/${courseId}/total_elapsed_time`, { signal })
      .json<unknown>();
    const data = isRecord(body) ? body.data : null;
    return isRecord(data) && typeof data.seconds === 'number' ? data.seconds : 0;
  } catch (error) {
    if (await isRecordNotFound(error)) return 0;
    logServiceFailure(AREA_NAME, 'getTotalElapsed', error);
    return null;
  }
}

export function totalElapsedQuery(platform: PlatformApi, courseId: number) {
  return queryOptions({
    queryKey: [AREA_NAME, 'ldi', 'study-time', courseId],
    queryFn: ({ signal }) => getTotalElapsed(platform, courseId, signal),
  });
}

const isChapterTime = (value: unknown): value is LdiChapterStudyTime =>
  isRecord(value) && hasNumber(value, 'chapter_id') && hasNumber(value, 'seconds');
const isItemTime = (value: unknown): value is LdiItemStudyTime =>
  isRecord(value) && hasNumber(value, 'item_id') && hasNumber(value, 'seconds');

/** A study-time list lookup: 'record not found' is silent, other failures are logged; both yield no times. */
async function studyTimeList<T>(service: string, call: () => Promise<T[]>): Promise<T[]> {
  try {
    return await call();
  } catch (error) {
    if (!(await isRecordNotFound(error))) logServiceFailure(AREA_NAME, service, error);
    return [];
  }
}

/** POST /ldi/api/study_time/chapters {chapter_ids, course_id}: the seconds studied in each chapter. */
export function chapterStudyTimeQuery(
  platform: PlatformApi,
  courseId: number,
  chapterIds: readonly number[],
) {
  return queryOptions({
    queryKey: [AREA_NAME, 'ldi', 'study-time', courseId, 'chapters', chapterIds],
    queryFn: ({ signal }) =>
      studyTimeList('getChapterStudyTime', async () => {
        const body = await platform.http.api
          .post('ldi/api/study_time/chapters', {
            json: { chapter_ids: chapterIds, course_id: courseId },
            signal,
          })
          .json<unknown>();
        return expectList(body, isChapterTime, 'tempo de estudo dos capítulos');
      }),
  });
}

/** POST /ldi/api/study_time/items {items, course_id}: the seconds studied in each item. */
export function itemStudyTimeQuery(platform: PlatformApi, courseId: number, itemIds: readonly number[]) {
  return queryOptions({
    queryKey: [AREA_NAME, 'ldi', 'study-time', courseId, 'items', itemIds],
    queryFn: ({ signal }) =>
      studyTimeList('getItemStudyTime', async () => {
        const body = await platform.http.api
          .post('ldi/api/study_time/items', { json: { items: itemIds, course_id: courseId }, signal })
          .json<unknown>();
        return expectList(body, isItemTime, 'tempo de estudo dos itens');
      }),
  });
}

/** Query-key prefix of every study-time lookup (asked again after a block time is sent). */
export const studyTimeKey = [AREA_NAME, 'ldi', 'study-time'] as const;
