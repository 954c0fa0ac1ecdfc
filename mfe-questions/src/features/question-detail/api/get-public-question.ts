import { queryOptions } from '@tanstack/react-query';
import { STALE_TIME, expectShape, isRecord, logServiceFailure, statusOf } from 'shared-design-system/area';
import type { HttpClients, PublicQuestionNotFound, QuestionResponse } from 'shared-contracts';
import { AREA_NAME } from '../../../constants';
import { isQuestion } from '../../../lib/question-guards';

const HTTP_NOT_FOUND = 404;

function isQuestionBody(value: unknown): value is QuestionResponse {
  return isRecord(value) && isQuestion(value.data);
}

/** Whether the public question was missing (spec 2 §7: a 404 yields a not-found marker, data 404). */
export function isPublicQuestionNotFound(
  result: QuestionResponse | PublicQuestionNotFound,
): result is PublicQuestionNotFound {
  return result.data === HTTP_NOT_FOUND;
}

/**
 * GET /bff/public/question/{id}, no sign-in needed; a 404 resolves to the marker {data: 404} instead of
 * failing (spec 2 §8: not logged), any other failure is logged and rethrown.
 */
export async function getPublicQuestion(
  http: HttpClients,
  id: string,
  signal?: AbortSignal,
): Promise<QuestionResponse | PublicQuestionNotFound> {
  try {
    const body = await http.api
      .get(`bff/public/question/${encodeURIComponent(id)}`, { signal })
      .json<unknown>();
    return expectShape(body, isQuestionBody, 'questão pública');
  } catch (error) {
    if (statusOf(error) === HTTP_NOT_FOUND) return { data: HTTP_NOT_FOUND };
    logServiceFailure(AREA_NAME, 'getPublicQuestion', error);
    throw error;
  }
}

/** The public question of /public/questoes/{slug} (default freshness). */
export function publicQuestionQuery(http: HttpClients, id: string) {
  return queryOptions({
    queryKey: [AREA_NAME, 'public-question', id],
    queryFn: ({ signal }) => getPublicQuestion(http, id, signal),
    staleTime: STALE_TIME.default,
  });
}
