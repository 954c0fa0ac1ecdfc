import { queryOptions } from '@tanstack/react-query';
import { STALE_TIME, expectShape, isNumber, isRecord, isString } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import type { HttpClients, QuestionComment, QuestionCommentBody } from 'shared-contracts';

/** The tag of a comment refused for profanity (spec 2 §8), rethrown with its tag and meta. */
export const BAD_WORDS_TAG = 'SOCIAL_ERROR_BAD_WORDS';
export const BAD_WORDS_MESSAGE =
  'Seu comentário contém palavras impróprias. Revise o texto e tente novamente.';

/** A comment refused by the moderation: keeps the server's tag and meta (spec 2 §8). */
export class CommentRejectedError extends Error {
  constructor(
    readonly tag: string,
    readonly meta: unknown,
  ) {
    super(BAD_WORDS_MESSAGE);
    this.name = 'CommentRejectedError';
  }
}

function isComment(value: unknown): value is QuestionComment {
  return isRecord(value) && isNumber(value.id) && isString(value.body) && isRecord(value.author);
}

/** GET /bff/questions/{id}/comments: the question's comments, newest first. */
export async function getQuestionComments(
  http: HttpClients,
  questionId: number,
  signal?: AbortSignal,
): Promise<QuestionComment[]> {
  const body = await http.api.get(`bff/questions/${questionId}/comments`, { signal }).json<unknown>();
  return expectShape(
    body,
    (value): value is { data: QuestionComment[] } =>
      isRecord(value) && Array.isArray(value.data) && value.data.every(isComment),
    'comentários',
  ).data;
}

async function errorBody(error: unknown): Promise<Record<string, unknown> | null> {
  if (!isRecord(error) || !isRecord(error.response)) return null;
  const response = error.response as unknown as Response;
  try {
    const body: unknown = await response.clone().json();
    return isRecord(body) && isRecord(body.error) ? body.error : null;
  } catch {
    return null;
  }
}

/** POST /bff/questions/{id}/comment {body, mention_id, link}; profanity → CommentRejectedError. */
export async function postQuestionComment(
  http: HttpClients,
  questionId: number,
  json: QuestionCommentBody,
): Promise<QuestionComment> {
  try {
    const body = await http.api.post(`bff/questions/${questionId}/comment`, { json }).json<unknown>();
    return expectShape(
      body,
      (value): value is { data: QuestionComment } => isRecord(value) && isComment(value.data),
      'comentário',
    ).data;
  } catch (error) {
    const detail = await errorBody(error);
    if (detail?.tag === BAD_WORDS_TAG) throw new CommentRejectedError(BAD_WORDS_TAG, detail.meta);
    throw new Error(
      isString(detail?.message) ? detail.message : 'Não foi possível publicar o comentário. Tente novamente.',
    );
  }
}

/** A question's comments (live). */
export function questionCommentsQuery(http: HttpClients, questionId: number) {
  return queryOptions({
    queryKey: [AREA_NAME, 'question', questionId, 'comments'],
    queryFn: ({ signal }) => getQuestionComments(http, questionId, signal),
    staleTime: STALE_TIME.live,
  });
}
