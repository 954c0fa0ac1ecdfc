import { queryOptions } from '@tanstack/react-query';
import { FRESH_ON_RETURN, expectShape, serviceCall } from 'shared-design-system/area';
import type { HttpClients, QuestionSearchResponse } from 'shared-contracts';
import { AREA_NAME, QUESTIONS_PER_PAGE, SEARCH_ENTITY_TYPES } from '../../../constants';
import { rethrowReadable } from '../../../lib/readable-error';
import { isSearchResponse } from './search-questions';

export interface QuestionTermSearch {
  term: string;
  page: number;
}

/**
 * POST /bff/search/v2/questions/aggregated {q, entity_types, page, per_page} (spec 2 §7 Search): one page of
 * the questions a term finds, 10 a page. A refusal carries the server's own message.
 */
export function searchQuestionsAggregated(
  http: HttpClients,
  { term, page }: QuestionTermSearch,
  signal?: AbortSignal,
): Promise<QuestionSearchResponse> {
  return serviceCall(AREA_NAME, 'searchQuestionsAggregated', async () => {
    const json = {
      q: term.trim(),
      entity_types: [...SEARCH_ENTITY_TYPES],
      page,
      per_page: QUESTIONS_PER_PAGE,
    };
    const body = await http.api.post('bff/search/v2/questions/aggregated', { json, signal }).json<unknown>();
    return expectShape(body, isSearchResponse, 'resultado da busca de questões');
  }).catch(rethrowReadable('Não foi possível buscar questões.'));
}

/** A page of the search results: never kept once left (spec 1 §2, fresh on return). */
export function questionTermSearchQuery(http: HttpClients, query: QuestionTermSearch) {
  return queryOptions({
    queryKey: [AREA_NAME, 'question-term-search', query.term.trim(), query.page],
    queryFn: ({ signal }) => searchQuestionsAggregated(http, query, signal),
    ...FRESH_ON_RETURN,
  });
}
