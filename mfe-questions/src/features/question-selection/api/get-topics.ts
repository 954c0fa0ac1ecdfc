import { queryOptions } from '@tanstack/react-query';
import { STALE_TIME, expectShape } from 'shared-design-system/area';
import type { HttpClients, QuestionTopicsResponse } from 'shared-contracts';
import { usePlatform } from 'shared-contracts';
import { TOPICS_PER_PAGE } from '../../../constants';
import { useAreaQuery } from '../../../lib/use-area-query';
import { AREA_NAME } from '../../../constants';
import { isQuestionTopicsResponse } from './topic-guards';

export interface TopicsQuery {
  page: number;
  /** search term; '' lists the disciplines */
  q: string;
}

/** GET /bff/questions/topics?page&perPage&q&has_questions: disciplines (or matching topics) that have questions. */
export async function getTopics(
  http: HttpClients,
  { page, q }: TopicsQuery,
  signal?: AbortSignal,
): Promise<QuestionTopicsResponse> {
  const searchParams = new URLSearchParams({
    page: String(page),
    perPage: String(TOPICS_PER_PAGE),
    has_questions: 'true',
  });
  if (q.trim()) searchParams.set('q', q.trim());
  const body = await http.api.get('bff/questions/topics', { searchParams, signal }).json<unknown>();
  return expectShape(body, isQuestionTopicsResponse, 'lista de tópicos');
}

/** A page of topics (the disciplines of the selection; reference data). */
export function topicsQuery(http: HttpClients, query: TopicsQuery) {
  return queryOptions({
    queryKey: [AREA_NAME, 'topics', query.page, query.q],
    queryFn: ({ signal }) => getTopics(http, query, signal),
    staleTime: STALE_TIME.reference,
  });
}

export function useTopics(query: TopicsQuery) {
  const { http } = usePlatform();
  return useAreaQuery(topicsQuery(http, query));
}
