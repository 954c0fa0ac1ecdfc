import { queryOptions } from '@tanstack/react-query';
import { STALE_TIME, expectShape, isRecord } from 'shared-design-system/area';
import type { HttpClients, Question } from 'shared-contracts';
import { usePlatform } from 'shared-contracts';
import { isQuestion } from '../../../lib/question-guards';
import { useAreaQuery } from '../../../lib/use-area-query';
import { AREA_NAME } from '../../../constants';

function isQuestionBody(value: unknown): value is { data: Question } {
  return isRecord(value) && isQuestion(value.data);
}

/** GET /bff/questions/{id}: statement and alternatives (the answer comes only from answering). */
export async function getQuestion(http: HttpClients, id: number, signal?: AbortSignal): Promise<Question> {
  const body = await http.api.get(`bff/questions/${id}`, { signal }).json<unknown>();
  return expectShape(body, isQuestionBody, 'questão').data;
}

/** One question (default freshness). */
export function questionQuery(http: HttpClients, id: number) {
  return queryOptions({
    queryKey: [AREA_NAME, 'question', id],
    queryFn: ({ signal }) => getQuestion(http, id, signal),
    staleTime: STALE_TIME.default,
  });
}

export function useQuestion(id: number) {
  const { http } = usePlatform();
  return useAreaQuery(questionQuery(http, id));
}
