import { queryOptions } from '@tanstack/react-query';
import { STALE_TIME, expectShape, isNumber, isRecord, serviceCall } from 'shared-design-system/area';
import type { HttpClients, QuestionUserAnswersResponse } from 'shared-contracts';
import { AREA_NAME } from '../../../constants';
import { questionKey } from '../../../lib/query-keys';

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
export function getUserAnswers(
  http: HttpClients,
  questionId: number,
  signal?: AbortSignal,
): Promise<QuestionUserAnswersResponse['data']> {
  return serviceCall(AREA_NAME, 'getUserAnswers', async () => {
    const body = await http.api.get(`bff/questions/${questionId}/user-answers`, { signal }).json<unknown>();
    return expectShape(body, isUserAnswers, 'respostas da questão').data;
  });
}

/** The student's answers to a question (live: each answer adds one, and answering invalidates it). */
export function userAnswersQuery(http: HttpClients, questionId: number) {
  return queryOptions({
    queryKey: [...questionKey(questionId), 'answers'],
    queryFn: ({ signal }) => getUserAnswers(http, questionId, signal),
    staleTime: STALE_TIME.live,
  });
}
