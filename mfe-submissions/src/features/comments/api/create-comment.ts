import type { CreateCommentBody, ForumComment, HttpClients } from 'shared-contracts';
import { expectData, isRecord, logServiceFailure, readApiError } from 'shared-design-system/area';
import { AREA_NAME, BAD_WORDS_TAGS } from '../../../constants';
import { isForumComment, withReplies } from './get-forum';

/** A comment refused for forbidden words: the tag and meta of the answer, so the screen can say so (spec 3 §8). */
export class BadWordsError extends Error {
  readonly tag: string;
  readonly meta: Record<string, unknown> | null;

  constructor(tag: string, meta: Record<string, unknown> | null, message: string) {
    super(message);
    this.name = 'BadWordsError';
    this.tag = tag;
    this.meta = meta;
  }
}

/** Whether an error is a bad-words rejection (checked by shape: name and tag). */
export function isBadWordsError(error: unknown): error is BadWordsError {
  return isRecord(error) && error.name === 'BadWordsError' && typeof error.tag === 'string';
}

/**
 * POST /v3/social/comments {body, forum_id, comment_id, link}; a bad-words answer is rethrown as
 * BadWordsError (the screen says why), any other failure is logged and rethrown.
 */
export async function createComment(http: HttpClients, comment: CreateCommentBody): Promise<ForumComment> {
  try {
    const body = await http.api.post('v3/social/comments', { json: comment }).json<unknown>();
    return withReplies(expectData(body, isForumComment, 'comentário'));
  } catch (error) {
    const { tag, meta, message } = await readApiError(error);
    if (tag && BAD_WORDS_TAGS.includes(tag)) throw new BadWordsError(tag, meta, message ?? tag);
    logServiceFailure(AREA_NAME, 'createComment', error);
    throw error;
  }
}
