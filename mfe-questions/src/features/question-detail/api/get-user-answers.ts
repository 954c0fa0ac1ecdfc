import { queryOptions } from '@tanstack/react-query';
import { STALE_TIME, expectShape, isNumber, isRecord } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import type { HttpClients, QuestionUserAnswersResponse } from 'shared-contracts';

function isUserAnswers(value: unknown): value is QuestionUserAnswersResponse {
  return (
    isRecord(value) &&
    isRecord(value.data) &&
    Array.isArray(value.data.answers) &&
    value.data.answers.every(
      (a) => isRecord(a) && isNumber(a.alternative_id) && typeof a.correct === 'boolean',
    ) &&
    isRecord(value.data.statistics) &&
    isNumber(value.data.total_answers)
  );
}

/** GET /bff/questions/{id}/user-answers: the student's past answers and how everyone answered. */
export async function getUserAnswers(
  http: HttpClients,
  questionId: number,
  signal?: AbortSignal,
): Promise<QuestionUserAnswersResponse['data']> {
  const body = await http.api.get(`bff/questions/${questionId}/user-answers`, { signal }).json<unknown>();
  return expectShape(body, isUserAnswers, 'respostas da questão').data;
}

/** The student's answers to a question (live: each answer adds one). */
export function userAnswersQuery(http: HttpClients, questionId: number) {
  return queryOptions({
    queryKey: [AREA_NAME, 'question', questionId, 'answers'],
    queryFn: ({ signal }) => getUserAnswers(http, questionId, signal),
    staleTime: STALE_TIME.live,
  });
}
