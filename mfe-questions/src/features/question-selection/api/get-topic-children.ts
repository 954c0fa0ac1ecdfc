import { queryOptions } from '@tanstack/react-query';
import { STALE_TIME, expectShape, serviceCall } from 'shared-design-system/area';
import type { HttpClients, QuestionTopicsResponse } from 'shared-contracts';
import { AREA_NAME, TOPICS_PER_PAGE } from '../../../constants';
import { isQuestionTopicsResponse } from './topic-guards';

/** GET /bff/questions/topics/{id}/children: the subjects of a discipline. */
export function getTopicChildren(
  http: HttpClients,
  id: number,
  signal?: AbortSignal,
): Promise<QuestionTopicsResponse> {
  return serviceCall(AREA_NAME, 'getTopicChildren', async () => {
    const searchParams = new URLSearchParams({ page: '1', perPage: String(TOPICS_PER_PAGE) });
    const body = await http.api
      .get(`bff/questions/topics/${id}/children`, { searchParams, signal })
      .json<unknown>();
    return expectShape(body, isQuestionTopicsResponse, 'subtópicos');
  });
}

/** The sub-topics of a topic (reference data). */
export function topicChildrenQuery(http: HttpClients, id: number) {
  return queryOptions({
    queryKey: [AREA_NAME, 'topic-children', id],
    queryFn: ({ signal }) => getTopicChildren(http, id, signal),
    staleTime: STALE_TIME.reference,
  });
}
