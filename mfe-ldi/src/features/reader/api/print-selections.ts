import type { LdiBlock, PlatformApi } from 'shared-contracts';
import { queryOptions } from '@tanstack/react-query';
import { expectData, expectList, hasString, isRecord, serviceCall } from 'shared-design-system/area';
import { AREA_NAME, PRINT_POLL_ATTEMPTS, PRINT_POLL_INTERVAL_MS } from '../../../constants';
import { isLdiBlock } from './get-item';
import { isDownload, isPrintedFile, isPrintRequest, PRINT_HEADERS, wait } from './print';

/** A block as GET /v3/print/blocks/{id} answers it: the block with the titles of its item and chapter. */
export type PrintedBlock = LdiBlock & { item_title: string; chapter_title: string };

const isPrintedBlock = (value: unknown): value is PrintedBlock =>
  isLdiBlock(value) && isRecord(value) && hasString(value, 'item_title') && hasString(value, 'chapter_title');

/** GET /v3/print/blocks/{id} (print-system token): one block for its print view. */
export function printBlockQuery(platform: PlatformApi, blockId: number) {
  return queryOptions({
    queryKey: [AREA_NAME, 'print', 'block', blockId],
    queryFn: ({ signal }) =>
      serviceCall(AREA_NAME, 'getPrintBlock', async () => {
        const body = await platform.http.api
          .get(`v3/print/blocks/${blockId}`, { headers: PRINT_HEADERS, signal })
          .json<unknown>();
        return expectData(body, isPrintedBlock, 'bloco para impressão');
      }),
  });
}

/** What a selection print covers: the student's selections of one chapter or of the whole course. */
export type SelectionScope = 'chapter' | 'course';

/**
 * The print of the student's selections (annotations): POST /v3/print/selections/{type}/{id}, then GET the same
 * address until it is done (print-system token on both).
 */
export function printSelections(
  platform: PlatformApi,
  type: SelectionScope,
  id: number,
  pollIntervalMs = PRINT_POLL_INTERVAL_MS,
): Promise<void> {
  return serviceCall(AREA_NAME, 'printSelections', async () => {
    const path = `v3/print/selections/${type}/${id}`;
    const api = platform.http.api;
    const created = await api.post(path, { headers: PRINT_HEADERS }).json<unknown>();
    let request = expectData(created, isPrintRequest, 'impressão das marcações');
    for (let attempt = 0; request.status !== 'done' && attempt < PRINT_POLL_ATTEMPTS; attempt += 1) {
      await wait(pollIntervalMs);
      request = expectData(
        await api.get(path, { headers: PRINT_HEADERS }).json<unknown>(),
        isPrintRequest,
        'impressão das marcações',
      );
    }
    if (request.status !== 'done') throw new Error('A impressão das marcações não ficou pronta a tempo.');
  });
}

/** GET /v3/print/ldi/selections?course_id: the course's selection prints that are ready. */
export function selectionPrintsQuery(platform: PlatformApi, courseId: number) {
  return queryOptions({
    queryKey: [AREA_NAME, 'print', 'selections', courseId],
    queryFn: ({ signal }) =>
      serviceCall(AREA_NAME, 'getSelectionPrints', async () => {
        const body = await platform.http.api
          .get('v3/print/ldi/selections', {
            searchParams: { course_id: String(courseId) },
            headers: PRINT_HEADERS,
            signal,
          })
          .json<unknown>();
        return expectList(body, isPrintedFile, 'impressões das marcações');
      }),
  });
}

/** POST /v3/print/ldi/selections/trigger {ids}: the file (zip) of the chosen selection prints. */
export function triggerSelectionPrints(platform: PlatformApi, ids: readonly number[]) {
  return serviceCall(AREA_NAME, 'triggerSelectionPrints', async () => {
    const body = await platform.http.api
      .post('v3/print/ldi/selections/trigger', { json: { ids }, headers: PRINT_HEADERS })
      .json<unknown>();
    return expectData(body, isDownload, 'arquivo das marcações');
  });
}
