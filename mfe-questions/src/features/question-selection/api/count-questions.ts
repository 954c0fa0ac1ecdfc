import { queryOptions } from '@tanstack/react-query';
import {
  STALE_TIME,
  UnexpectedResponseError,
  isPagination,
  isRecord,
  serviceCall,
} from 'shared-design-system/area';
import type { HttpClients, QuestionSearchFilters } from 'shared-contracts';
import { AREA_NAME, COUNT_PAGE, COUNT_PER_PAGE } from '../../../constants';
import { rethrowReadable } from '../../../lib/readable-error';

/**
 * POST /bff/questions/search?page=1&perPage=1 {filters, input_term}: how many questions match
 * (pagination.total). A refusal carries the server's own message (e.g. the includente rule): it is what the
 * student reads.
 */
export function countQuestions(
  http: HttpClients,
  filters: QuestionSearchFilters,
  term: string,
  signal?: AbortSignal,
): Promise<number> {
  return serviceCall(AREA_NAME, 'countQuestions', async () => {
    const searchParams = new URLSearchParams({ page: String(COUNT_PAGE), perPage: String(COUNT_PER_PAGE) });
    const json = { filters, input_term: term };
    const body = await http.api.post('bff/questions/search', { searchParams, json, signal }).json<unknown>();
    if (isRecord(body) && isPagination(body.pagination)) return body.pagination.total;
    throw new UnexpectedResponseError('contagem de questões');
  }).catch(rethrowReadable('Não foi possível contar as questões.'));
}

/** The count of (valid) formatted filters (default freshness). */
export function questionCountQuery(http: HttpClients, filters: QuestionSearchFilters, term: string) {
  return queryOptions({
    queryKey: [AREA_NAME, 'question-count', JSON.stringify(filters), term],
    queryFn: ({ signal }) => countQuestions(http, filters, term, signal),
    staleTime: STALE_TIME.default,
  });
}
