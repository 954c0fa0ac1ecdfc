import { queryOptions } from '@tanstack/react-query';
import { FRESH_ON_RETURN, expectShape, isPagination, isRecord, serviceCall } from 'shared-design-system/area';
import type { HttpClients, QuestionSearchFilters, QuestionSearchResponse } from 'shared-contracts';
import { AREA_NAME, QUESTIONS_ORDER, QUESTIONS_PER_PAGE, QUESTIONS_SORT } from '../../../constants';
import { isQuestion } from '../../../lib/question-guards';
import { rethrowReadable } from '../../../lib/readable-error';

/** A page of questions as both question searches answer it (data and pagination). */
export function isSearchResponse(value: unknown): value is QuestionSearchResponse {
  return (
    isRecord(value) &&
    Array.isArray(value.data) &&
    value.data.every(isQuestion) &&
    isPagination(value.pagination)
  );
}

export interface QuestionSearchQuery {
  /** formatted filters (spec 1 §3) */
  filters: QuestionSearchFilters;
  term: string;
  page: number;
}

/**
 * POST /bff/questions/search?page&per_page&order&sort {filters, input_term}: one page of questions, newest
 * first. A refusal carries the server's own message.
 */
export function searchQuestions(
  http: HttpClients,
  { filters, term, page }: QuestionSearchQuery,
  signal?: AbortSignal,
): Promise<QuestionSearchResponse> {
  return serviceCall(AREA_NAME, 'searchQuestions', async () => {
    const searchParams = new URLSearchParams({
      page: String(page),
      per_page: String(QUESTIONS_PER_PAGE),
      order: QUESTIONS_ORDER,
      sort: QUESTIONS_SORT,
    });
    const body = await http.api
      .post('bff/questions/search', { searchParams, json: { filters, input_term: term }, signal })
      .json<unknown>();
    return expectShape(body, isSearchResponse, 'lista de questões');
  }).catch(rethrowReadable('Não foi possível carregar as questões.'));
}

/** A page of question search results: never kept once left (spec 1 §2, fresh on return). */
export function questionSearchQuery(http: HttpClients, query: QuestionSearchQuery) {
  return queryOptions({
    queryKey: [AREA_NAME, 'question-search', JSON.stringify(query.filters), query.term, query.page],
    queryFn: ({ signal }) => searchQuestions(http, query, signal),
    ...FRESH_ON_RETURN,
  });
}
