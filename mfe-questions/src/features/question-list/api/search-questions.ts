import type { HttpClients, QuestionSearchResponse } from 'shared-contracts';
import { usePlatform } from 'shared-contracts';
import { QUESTIONS_ORDER, QUESTIONS_PER_PAGE, QUESTIONS_SORT } from '../../../constants';
import { readApiErrorMessage } from '../../../lib/api-error';
import { isQuestion } from '../../../lib/question-guards';
import { expectShape, isPagination, isRecord } from '../../../lib/response-guards';
import { buildSearchFilters, type TopicSelection } from '../../../lib/topic-selection';
import { useRemoteData } from '../../../lib/use-remote-data';

function isSearchResponse(value: unknown): value is QuestionSearchResponse {
  return (
    isRecord(value) &&
    Array.isArray(value.data) &&
    value.data.every(isQuestion) &&
    isPagination(value.pagination)
  );
}

export interface QuestionSearchQuery {
  selection: TopicSelection;
  term: string;
  page: number;
}

/** POST /bff/questions/search?page&per_page&order&sort {filters, input_term}: one page of questions, newest first. */
export async function searchQuestions(
  http: HttpClients,
  { selection, term, page }: QuestionSearchQuery,
  signal?: AbortSignal,
): Promise<QuestionSearchResponse> {
  const searchParams = new URLSearchParams({
    page: String(page),
    per_page: String(QUESTIONS_PER_PAGE),
    order: QUESTIONS_ORDER,
    sort: QUESTIONS_SORT,
  });
  let body: unknown;
  try {
    body = await http.api
      .post('bff/questions/search', {
        searchParams,
        json: { filters: buildSearchFilters(selection), input_term: term },
        signal,
      })
      .json<unknown>();
  } catch (error) {
    throw new Error(await readApiErrorMessage(error, 'Não foi possível carregar as questões.'));
  }
  return expectShape(body, isSearchResponse, 'lista de questões');
}

export function useQuestionSearch(query: QuestionSearchQuery) {
  const { http } = usePlatform();
  const key = `${query.selection.disciplines.join(',')}|${query.selection.subjects.join(',')}|${query.term}|${query.page}`;
  return useRemoteData((signal) => searchQuestions(http, query, signal), [http, key]);
}
