import { queryOptions } from '@tanstack/react-query';
import { STALE_TIME, expectShape, isRecord, serviceCall } from 'shared-design-system/area';
import type { HttpClients, Question } from 'shared-contracts';
import { AREA_NAME } from '../../../constants';
import { questionKey } from '../../../lib/query-keys';
import { isQuestion } from '../../../lib/question-guards';

function isQuestionBody(value: unknown): value is { data: Question } {
  return isRecord(value) && isQuestion(value.data);
}

/** GET /bff/questions/{id}: statement and alternatives (the answer comes only from answering). */
export function getQuestion(http: HttpClients, id: number, signal?: AbortSignal): Promise<Question> {
  return serviceCall(AREA_NAME, 'getQuestion', async () => {
    const body = await http.api.get(`bff/questions/${id}`, { signal }).json<unknown>();
    return expectShape(body, isQuestionBody, 'questão').data;
  });
}

/** One question (default freshness: the bank does not change while the student reads it). */
export function questionQuery(http: HttpClients, id: number) {
  return queryOptions({
    queryKey: questionKey(id),
    queryFn: ({ signal }) => getQuestion(http, id, signal),
    staleTime: STALE_TIME.default,
  });
}
