import type { FolderListingItem, FolderListingResponse, HttpClients } from 'shared-contracts';
import { FOLDER_PAGE_SIZE } from 'shared-contracts';
import type { DrawerCallError, DuplicateOptions } from './drawer-rules';
import { selectedOptions } from './drawer-rules';

type Api = HttpClients['api'];
type Body = Record<string, unknown>;

const post = (api: Api, url: string, json: Body) => api.post(url, { json }).json<unknown>();
const put = (api: Api, url: string, json: Body) => api.put(url, { json }).json<unknown>();

/** The folders inside `path` (type FOLDER, page size 1000), for the picker. */
export async function listFolders(api: Api, path: string): Promise<FolderListingItem[]> {
  const searchParams = { page: 1, per_page: FOLDER_PAGE_SIZE, type: 'FOLDER', sort: 'name', order: 'ASC' };
  const body = await api
    .get(`bff/questions/folders/${encodeURIComponent(path)}`, { searchParams })
    .json<FolderListingResponse>();
  return body.data.items.subitems.filter((item) => item.tag === 'FOLDER');
}

export const createFolder = (api: Api, path: string, name: string) =>
  post(api, 'bff/questions/folders', { path, name });
export const updateFolder = (api: Api, id: number, body: { name?: string; path?: string }) =>
  put(api, `bff/questions/folders/${id}`, body);

/** From the question filters (filters and their counts, spec 2 §7) or empty: POST /bff/questions/notebooks. */
export const createNotebook = (
  api: Api,
  name: string,
  path: string,
  fromFilters?: { filters: unknown[]; counts?: Record<string, unknown> },
) => post(api, 'bff/questions/notebooks', { name, path, ...fromFilters });
export const updateNotebook = (api: Api, id: number, name: string | undefined, path: string) =>
  put(api, `bff/questions/notebooks/${id}`, { notebook: name === undefined ? {} : { name }, path });
export const moveNotebook = (api: Api, id: number, path: string) =>
  put(api, `bff/questions/notebooks/${id}/path`, { path });
export const copyNotebook = (api: Api, id: number, name: string, path: string) =>
  post(api, `bff/questions/notebooks/${id}/copy`, { name, path, options: [] });

/** From the question filters (filters, counts), or empty: POST /bff/questions/student-exams. */
export const createExam = (
  api: Api,
  body: {
    name: string;
    path: string;
    duration: number;
    filters?: unknown[];
    counts?: Record<string, unknown>;
  },
) => post(api, 'bff/questions/student-exams', body);

/** From a notebook's questions: POST /bff/questions/student-exams/notebook {notebook_id,name,duration,path}. */
export const createExamFromNotebook = (
  api: Api,
  body: { notebook_id: number; name: string; duration: number; path: string },
) => post(api, 'bff/questions/student-exams/notebook', body);

/** GET /bff/questions/student-exams/{id}: the duration in data.data.duration (seconds). */
export async function getExamDuration(api: Api, id: number): Promise<number> {
  const body = await api
    .get(`bff/questions/student-exams/${id}`)
    .json<{ data?: { data?: { duration?: unknown } } }>();
  const duration = body.data?.data?.duration;
  if (typeof duration !== 'number') throw new Error('duração ausente na resposta');
  return duration;
}

/** PUT /student-exams/{id} {path, name, duration only if above 0}. */
export const updateExam = (api: Api, id: number, body: { path: string; name?: string; duration?: number }) =>
  put(api, `bff/questions/student-exams/${id}`, {
    path: body.path,
    ...(body.name === undefined ? {} : { name: body.name }),
    ...(body.duration !== undefined && body.duration > 0 ? { duration: body.duration } : {}),
  });
export const moveExam = (api: Api, id: number, path: string) =>
  put(api, `bff/questions/student-exams/${id}/path`, { path });
export const copyExam = (api: Api, id: number, name: string, path: string, options: DuplicateOptions) =>
  post(api, `bff/questions/student-exams/${id}/copy`, { name, path, options: selectedOptions(options) });

export const addQuestionsToNotebook = (api: Api, notebookId: number, ids: number[]) =>
  post(api, 'bff/questions/notebooks/questions', { questions_id: ids, notebooks_id: [notebookId] });
export const addQuestionsToExam = (api: Api, examId: number, ids: number[]) =>
  post(api, `bff/questions/student-exams/${examId}/questions`, { question_ids: ids });

/** The id of what a create/copy call answered ({data: {id}}), or null. */
export function idOf(body: unknown): number | null {
  const data = (body as { data?: { id?: unknown } } | null)?.data;
  return typeof data?.id === 'number' ? data.id : null;
}

/** What a thrown call says: the BFF's error.message when the response carried one, and the status. */
export async function describeError(thrown: unknown): Promise<DrawerCallError> {
  const clientMessage = thrown instanceof Error ? thrown.message : null;
  const response = (thrown as { response?: Response } | null)?.response;
  if (!response || typeof response.status !== 'number')
    return { serverMessage: null, clientMessage, status: null };
  let serverMessage: string | null = null;
  try {
    const body = (await response.clone().json()) as { error?: { message?: unknown } } | null;
    if (typeof body?.error?.message === 'string' && body.error.message !== '')
      serverMessage = body.error.message;
  } catch {
    serverMessage = null;
  }
  return { serverMessage, clientMessage, status: response.status };
}
