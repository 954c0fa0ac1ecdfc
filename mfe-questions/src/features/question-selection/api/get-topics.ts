import { queryOptions } from '@tanstack/react-query';
import { STALE_TIME, expectShape, serviceCall } from 'shared-design-system/area';
import type { HttpClients, QuestionTopicsResponse } from 'shared-contracts';
import { AREA_NAME, TOPICS_PER_PAGE } from '../../../constants';
import { isQuestionTopicsResponse } from './topic-guards';

export interface TopicsQuery {
  page: number;
  /** search term; '' lists the disciplines */
  q: string;
}

/** GET /bff/questions/topics?page&perPage&q&has_questions: disciplines (or matching topics) that have questions. */
export function getTopics(
  http: HttpClients,
  { page, q }: TopicsQuery,
  signal?: AbortSignal,
): Promise<QuestionTopicsResponse> {
  return serviceCall(AREA_NAME, 'getTopics', async () => {
    const searchParams = new URLSearchParams({
      page: String(page),
      perPage: String(TOPICS_PER_PAGE),
      has_questions: 'true',
    });
    if (q.trim()) searchParams.set('q', q.trim());
    const body = await http.api.get('bff/questions/topics', { searchParams, signal }).json<unknown>();
    return expectShape(body, isQuestionTopicsResponse, 'lista de tópicos');
  });
}

/** A page of topics (the disciplines of the selection; reference data). */
export function topicsQuery(http: HttpClients, query: TopicsQuery) {
  return queryOptions({
    queryKey: [AREA_NAME, 'topics', query.page, query.q],
    queryFn: ({ signal }) => getTopics(http, query, signal),
    staleTime: STALE_TIME.reference,
  });
}
