import type { HttpClients, QuestionTopicsResponse } from 'shared-contracts';
import { usePlatform } from 'shared-contracts';
import { TOPICS_PER_PAGE } from '../../../constants';
import { expectShape } from '../../../lib/response-guards';
import { useRemoteData } from '../../../lib/use-remote-data';
import { isQuestionTopicsResponse } from './topic-guards';

/** GET /bff/questions/topics/{id}/children: the subjects of a discipline. */
export async function getTopicChildren(
  http: HttpClients,
  id: number,
  signal?: AbortSignal,
): Promise<QuestionTopicsResponse> {
  const searchParams = new URLSearchParams({ page: '1', perPage: String(TOPICS_PER_PAGE) });
  const body = await http.api
    .get(`bff/questions/topics/${id}/children`, { searchParams, signal })
    .json<unknown>();
  return expectShape(body, isQuestionTopicsResponse, 'subtópicos');
}

export function useTopicChildren(id: number) {
  const { http } = usePlatform();
  return useRemoteData((signal) => getTopicChildren(http, id, signal), [http, id]);
}
