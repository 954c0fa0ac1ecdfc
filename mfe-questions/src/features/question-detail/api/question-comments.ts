import { queryOptions } from '@tanstack/react-query';
import {
  STALE_TIME,
  expectShape,
  isNumber,
  isRecord,
  isString,
  logServiceFailure,
  readApiError,
  serviceCall,
} from 'shared-design-system/area';
import type { HttpClients, QuestionComment, QuestionCommentBody } from 'shared-contracts';
import { AREA_NAME } from '../../../constants';
import { questionKey } from '../../../lib/query-keys';
import { rethrowReadable } from '../../../lib/readable-error';

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
export function getQuestionComments(
  http: HttpClients,
  questionId: number,
  signal?: AbortSignal,
): Promise<QuestionComment[]> {
  return serviceCall(AREA_NAME, 'getQuestionComments', async () => {
    const body = await http.api.get(`bff/questions/${questionId}/comments`, { signal }).json<unknown>();
    return expectShape(
      body,
      (value): value is { data: QuestionComment[] } =>
        isRecord(value) && Array.isArray(value.data) && value.data.every(isComment),
      'comentários',
    ).data;
  });
}

const POST_FAILED = 'Não foi possível publicar o comentário. Tente novamente.';

/**
 * POST /bff/questions/{id}/comment {body, mention_id, link}. Profanity → CommentRejectedError (the refusal
 * spec 2 §8 names: not logged); any other failure is logged and rethrown with the server's message.
 */
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
    const { tag, meta } = await readApiError(error);
    if (tag === BAD_WORDS_TAG) throw new CommentRejectedError(BAD_WORDS_TAG, meta);
    logServiceFailure(AREA_NAME, 'postQuestionComment', error);
    return rethrowReadable(POST_FAILED)(error);
  }
}

/** A question's comments (live: other students comment too). */
export function questionCommentsQuery(http: HttpClients, questionId: number) {
  return queryOptions({
    queryKey: [...questionKey(questionId), 'comments'],
    queryFn: ({ signal }) => getQuestionComments(http, questionId, signal),
    staleTime: STALE_TIME.live,
  });
}
