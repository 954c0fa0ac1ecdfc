import { HEADER_PRINT_TOKEN, type PlatformApi } from 'shared-contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  expectData,
  expectList,
  hasNumber,
  hasString,
  isRecord,
  serviceCall,
} from 'shared-design-system/area';
import {
  AREA_NAME,
  PRINT_POLL_ATTEMPTS,
  PRINT_POLL_INTERVAL_MS,
  PRINT_SYSTEM_TOKEN,
} from '../../../constants';
import { isLdiBlock } from './get-item';
import type { LdiBlock } from 'shared-contracts';

/** Every print call carries the print-system token header (spec 2 §6). */
export const PRINT_HEADERS = { [HEADER_PRINT_TOKEN]: PRINT_SYSTEM_TOKEN };

export interface PrintRequest {
  id: number;
  status: string;
  url?: string;
}

export const isPrintRequest = (value: unknown): value is PrintRequest =>
  isRecord(value) && hasNumber(value, 'id') && hasString(value, 'status');

export const isDownload = (value: unknown): value is { url: string; name: string } =>
  isRecord(value) && hasString(value, 'url') && hasString(value, 'name');

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The PDF of chapters: POST /v3/mci/print/documents/user-request {course_id, chapter_ids}, polled with GET
 * user-request/{id} until done, then POST user-request/{id}/download for its address and name.
 */
export function printChapters(
  platform: PlatformApi,
  courseId: number,
  chapterIds: readonly number[],
  pollIntervalMs = PRINT_POLL_INTERVAL_MS,
): Promise<{ url: string; name: string }> {
  return serviceCall(AREA_NAME, 'printChapters', async () => {
    const api = platform.http.api;
    const created = await api
      .post('v3/mci/print/documents/user-request', {
        json: { course_id: courseId, chapter_ids: chapterIds },
        headers: PRINT_HEADERS,
      })
      .json<unknown>();
    let request = expectData(created, isPrintRequest, 'pedido de impressão');
    for (let attempt = 0; request.status !== 'done' && attempt < PRINT_POLL_ATTEMPTS; attempt += 1) {
      await wait(pollIntervalMs);
      const polled = await api
        .get(`v3/mci/print/documents/user-request/${request.id}`, { headers: PRINT_HEADERS })
        .json<unknown>();
      request = expectData(polled, isPrintRequest, 'pedido de impressão');
    }
    if (request.status !== 'done') throw new Error('A impressão não ficou pronta a tempo.');
    const download = await api
      .post(`v3/mci/print/documents/user-request/${request.id}/download`, { headers: PRINT_HEADERS })
      .json<unknown>();
    return expectData(download, isDownload, 'arquivo da impressão');
  });
}

/** One page of a chapter's print content: its items with their blocks. */
export interface PrintPage {
  title: string;
  items: { id: number; title: string; blocks: LdiBlock[] }[];
  nextPage: number | null;
}

const isPrintItem = (value: unknown): value is { id: number; title: string; blocks: unknown[] } =>
  isRecord(value) && hasNumber(value, 'id') && hasString(value, 'title') && Array.isArray(value.blocks);

const isPrintContent = (value: unknown): value is { title: string; items: unknown[] } =>
  isRecord(value) && hasString(value, 'title') && Array.isArray(value.items);

/** GET /v3/print/content/course/{id}/chapter/{id}?paginate=1&page (with the print-system token). */
export function getPrintContent(
  platform: PlatformApi,
  courseId: number,
  chapterId: number,
  page: number,
  signal?: AbortSignal,
): Promise<PrintPage> {
  return serviceCall(AREA_NAME, 'getPrintContent', async () => {
    const body = await platform.http.api
      .get(`v3/print/content/course/${courseId}/chapter/${chapterId}`, {
        searchParams: { paginate: '1', page: String(page) },
        headers: PRINT_HEADERS,
        signal,
      })
      .json<unknown>();
    const content = expectData(body, isPrintContent, 'conteúdo para impressão');
    const pagination = isRecord(body) && isRecord(body.pagination) ? body.pagination : {};
    const lastPage = typeof pagination.last_page === 'number' ? pagination.last_page : page;
    return {
      title: content.title,
      items: content.items
        .filter(isPrintItem)
        .map((item) => ({ ...item, blocks: item.blocks.filter(isLdiBlock) })),
      nextPage: page < lastPage ? page + 1 : null,
    };
  });
}

/** The print content of a chapter, page by page (the print view loads every page before printing). */
export function printContentQuery(platform: PlatformApi, courseId: number, chapterId: number) {
  return infiniteQueryOptions({
    queryKey: [AREA_NAME, 'print', courseId, chapterId],
    queryFn: ({ pageParam, signal }) => getPrintContent(platform, courseId, chapterId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: PrintPage) => last.nextPage ?? undefined,
  });
}

/** A chapter PDF the student asked before. */
export interface PrintedFile {
  id: number;
  name: string;
}

export const isPrintedFile = (value: unknown): value is PrintedFile =>
  isRecord(value) && hasNumber(value, 'id') && hasString(value, 'name');

/** POST /v3/mci/print/documents/list {course_id}: the course's PDFs that are ready. */
export function printedFilesQuery(platform: PlatformApi, courseId: number) {
  return queryOptions({
    queryKey: [AREA_NAME, 'print', 'files', courseId],
    queryFn: () =>
      serviceCall(AREA_NAME, 'getPrintedFiles', async () => {
        const body = await platform.http.api
          .post('v3/mci/print/documents/list', { json: { course_id: courseId }, headers: PRINT_HEADERS })
          .json<unknown>();
        return expectList(body, isPrintedFile, 'impressões');
      }),
  });
}

/** POST /v3/mci/print/documents/list/zip {files}: one zip of the chosen PDFs. */
export function zipPrintedFiles(platform: PlatformApi, files: readonly number[]) {
  return serviceCall(AREA_NAME, 'zipPrintedFiles', async () => {
    const body = await platform.http.api
      .post('v3/mci/print/documents/list/zip', { json: { files }, headers: PRINT_HEADERS })
      .json<unknown>();
    return expectData(body, isDownload, 'arquivo compactado');
  });
}
