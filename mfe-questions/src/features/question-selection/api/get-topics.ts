import type { HttpClients, QuestionTopicsResponse } from 'shared-contracts';
import { usePlatform } from 'shared-contracts';
import { TOPICS_PER_PAGE } from '../../../constants';
import { expectShape } from '../../../lib/response-guards';
import { useRemoteData } from '../../../lib/use-remote-data';
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

export function useTopics(query: TopicsQuery) {
  const { http } = usePlatform();
  return useRemoteData((signal) => getTopics(http, query, signal), [http, query.page, query.q]);
}
