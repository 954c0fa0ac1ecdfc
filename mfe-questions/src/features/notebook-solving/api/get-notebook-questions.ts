import { queryOptions } from '@tanstack/react-query';
import {
  FRESH_ON_RETURN,
  STALE_TIME,
  expectShape,
  isNumber,
  isRecord,
  isString,
  serviceCall,
} from 'shared-design-system/area';
import type { HttpClients, Notebook, Question } from 'shared-contracts';
import { AREA_NAME, NOTEBOOK_QUESTIONS_PAGE_SIZE } from '../../../constants';
import { notebookKey } from '../../../lib/query-keys';
import { isQuestion } from '../../../lib/question-guards';

function isNotebook(value: unknown): value is Notebook {
  return isRecord(value) && isNumber(value.id) && isString(value.name) && isNumber(value.questions_number);
}

/** GET /bff/questions/notebooks/{id}. */
export function getNotebook(http: HttpClients, id: number, signal?: AbortSignal): Promise<Notebook> {
  return serviceCall(AREA_NAME, 'getNotebook', async () => {
    const body = await http.api.get(`bff/questions/notebooks/${id}`, { signal }).json<unknown>();
    return expectShape(
      body,
      (value): value is { data: Notebook } => isRecord(value) && isNotebook(value.data),
      'caderno',
    ).data;
  });
}

/**
 * GET /bff/questions/notebooks/{id}/questions?page&per_page&order&sort: the notebook's questions in their
 * order (one page holds a whole notebook, so moving between them needs no more requests).
 */
export function getNotebookQuestions(
  http: HttpClients,
  id: number,
  signal?: AbortSignal,
): Promise<Question[]> {
  return serviceCall(AREA_NAME, 'getNotebookQuestions', async () => {
    const searchParams = new URLSearchParams({
      page: '1',
      per_page: String(NOTEBOOK_QUESTIONS_PAGE_SIZE),
      order: 'ASC',
      sort: 'id',
    });
    const body = await http.api
      .get(`bff/questions/notebooks/${id}/questions`, { searchParams, signal })
      .json<unknown>();
    return expectShape(
      body,
      (value): value is { data: Question[] } =>
        isRecord(value) && Array.isArray(value.data) && value.data.every(isQuestion),
      'questões do caderno',
    ).data;
  });
}

export interface NotebookWithQuestions {
  notebook: Notebook;
  questions: Question[];
}

/**
 * A notebook with its questions. Its detail page (`'detail'`) is never kept once left (spec 1 §2): coming
 * back from solving its questions shows the new counters, never the ones seen before. The question pages
 * inside it (`'solving'`) keep their own copy for the navigation between questions (live data).
 */
export function notebookWithQuestionsQuery(http: HttpClients, id: number, view: 'detail' | 'solving') {
  return queryOptions({
    queryKey: [...notebookKey(id), view],
    queryFn: async ({ signal }): Promise<NotebookWithQuestions> => {
      const [notebook, questions] = await Promise.all([
        getNotebook(http, id, signal),
        getNotebookQuestions(http, id, signal),
      ]);
      return { notebook, questions };
    },
    ...(view === 'detail' ? FRESH_ON_RETURN : { staleTime: STALE_TIME.live }),
  });
}
