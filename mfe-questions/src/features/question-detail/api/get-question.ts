import type { HttpClients, Question } from 'shared-contracts';
import { usePlatform } from 'shared-contracts';
import { isQuestion } from '../../../lib/question-guards';
import { expectShape, isRecord } from '../../../lib/response-guards';
import { useRemoteData } from '../../../lib/use-remote-data';

function isQuestionBody(value: unknown): value is { data: Question } {
  return isRecord(value) && isQuestion(value.data);
}

/** GET /bff/questions/{id}: statement and alternatives (the answer comes only from answering). */
export async function getQuestion(http: HttpClients, id: number, signal?: AbortSignal): Promise<Question> {
  const body = await http.api.get(`bff/questions/${id}`, { signal }).json<unknown>();
  return expectShape(body, isQuestionBody, 'questão').data;
}

export function useQuestion(id: number) {
  const { http } = usePlatform();
  return useRemoteData((signal) => getQuestion(http, id, signal), [http, id]);
}
