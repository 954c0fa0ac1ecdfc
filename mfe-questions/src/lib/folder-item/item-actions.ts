import type { DownloadRequest, FolderItem, HttpClients } from 'shared-contracts';
import { serviceCall } from 'shared-design-system/area';
import { AREA_NAME } from '../../constants';

/** What the actions need of an item: a listing row or a notebook/exam page's item. */
export type ActionItem = Pick<FolderItem, 'id' | 'name' | 'path' | 'tag' | 'student_id'>;

const isExam = (item: ActionItem) => item.tag.endsWith('STUDENT_EXAM');

/**
 * Deletes a folder, a notebook or an exam (spec 1 §7, spec 2 §7): DELETE /bff/questions/folders/{id},
 * notebooks/{id} or student-exams/{id}; a notebook's study-table recent activity goes with it (DELETE
 * /bff/study-table/recent-activities/{id}; a notebook never opened has none, so that answer is not an error).
 */
export function deleteItem(http: HttpClients, item: ActionItem): Promise<void> {
  return serviceCall(AREA_NAME, 'deleteItem', async () => {
    if (item.tag === 'FOLDER') {
      await http.api.delete(`bff/questions/folders/${item.id}`);
      return;
    }
    if (isExam(item)) {
      await http.api.delete(`bff/questions/student-exams/${item.id}`);
      return;
    }
    await http.api.delete(`bff/questions/notebooks/${item.id}`);
    await http.api
      .delete(`bff/study-table/recent-activities/${item.id}`, { retry: 0 })
      .catch(() => undefined);
  });
}

interface PrintStatus {
  id: number;
  status: 'requested' | 'processing' | 'done' | 'failed';
  url?: string;
}

function statusOf(body: unknown): PrintStatus {
  const data = (body as { data?: PrintStatus } | null)?.data;
  if (!data || typeof data.id !== 'number' || typeof data.status !== 'string')
    throw new Error('resposta inesperada do pedido de impressão');
  return data;
}

export interface PrintOptions {
  /** between polls; default 1 s */
  intervalMs?: number;
  /** polls before giving up; default 60 */
  maxPolls?: number;
  wait?: (ms: number) => Promise<void>;
}

/**
 * Notebook print (spec 2 §5, §7): requested (POST /notebooks/{id}/print), polled until the zip is ready,
 * then handed to the host's downloads strip as a `download:enqueue` request.
 */
export function printNotebook(
  http: HttpClients,
  item: ActionItem,
  options: PrintOptions = {},
): Promise<DownloadRequest> {
  return serviceCall(AREA_NAME, 'printNotebook', () => requestPrint(http, item, options));
}

async function requestPrint(
  http: HttpClients,
  item: ActionItem,
  options: PrintOptions,
): Promise<DownloadRequest> {
  const { intervalMs = 1000, maxPolls = 60 } = options;
  const wait = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const requested = statusOf(
    await http.api
      .post(`bff/questions/notebooks/${item.id}/print`, {
        json: { remove_subject: false, font_size: 12, search: { filters: [], raw: '', pagination: {} } },
      })
      .json(),
  );
  for (let poll = 0; poll < maxPolls; poll += 1) {
    await wait(intervalMs);
    const current = statusOf(await http.api.get(`bff/questions/notebooks/print/${requested.id}`).json());
    if (current.status === 'failed') break;
    if (current.status === 'done' && current.url) {
      return { url: current.url, name: `${item.name}.zip`, options: { mimeType: 'application/zip' } };
    }
  }
  throw new Error('a impressão não ficou pronta');
}
