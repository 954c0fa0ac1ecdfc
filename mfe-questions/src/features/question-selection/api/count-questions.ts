import { queryOptions } from '@tanstack/react-query';
import { STALE_TIME, readApiErrorMessage, isPagination, isRecord } from 'shared-design-system/area';
import type { HttpClients, QuestionSearchFilters } from 'shared-contracts';
import { usePlatform } from 'shared-contracts';
import { COUNT_PAGE, COUNT_PER_PAGE } from '../../../constants';
import { useAreaQuery } from '../../../lib/use-area-query';
import { AREA_NAME } from '../../../constants';

/** POST /bff/questions/search?page=1&perPage=1 {filters, input_term}: how many questions match (pagination.total). */
export async function countQuestions(
  http: HttpClients,
  filters: QuestionSearchFilters,
  term: string,
  signal?: AbortSignal,
): Promise<number> {
  const searchParams = new URLSearchParams({ page: String(COUNT_PAGE), perPage: String(COUNT_PER_PAGE) });
  const json = { filters, input_term: term };
  try {
    const body = await http.api.post('bff/questions/search', { searchParams, json, signal }).json<unknown>();
    if (isRecord(body) && isPagination(body.pagination)) return body.pagination.total;
  } catch (error) {
    // the server's own message (e.g. the includente rule) is what the student should read
    throw new Error(await readApiErrorMessage(error, 'Não foi possível contar as questões.'));
  }
  throw new Error('Não foi possível contar as questões.');
}

/** The count of (valid) formatted filters (default freshness). */
export function questionCountQuery(http: HttpClients, filters: QuestionSearchFilters, term: string) {
  return queryOptions({
    queryKey: [AREA_NAME, 'question-count', JSON.stringify(filters), term],
    queryFn: ({ signal }) => countQuestions(http, filters, term, signal),
    staleTime: STALE_TIME.default,
  });
}

export function useQuestionCount(filters: QuestionSearchFilters, term: string) {
  const { http } = usePlatform();
  return useAreaQuery(questionCountQuery(http, filters, term));
}
