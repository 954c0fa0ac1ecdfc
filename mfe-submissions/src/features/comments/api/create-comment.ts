import type {
  ChapterForumCommentBody,
  HttpClients,
  SocialComment,
  SocialCommentBody,
} from 'shared-contracts';
import { expectData, isRecord, logServiceFailure, readApiError } from 'shared-design-system/area';
import { AREA_NAME, BAD_WORDS_TAGS } from '../../../constants';
import { isForumComment, toSocialComment } from './get-forum';

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
 * Runs a comment write (create or edit): a SOCIAL_ERROR_BAD_WORDS or COURSE_FORUM_ERROR_BAD_WORDS answer is
 * rethrown as BadWordsError with its tag and meta (the screen says why; not a failure, not logged), any other
 * failure is logged and rethrown (spec 3 §8).
 */
export async function commentWrite<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const { tag, meta, message } = await readApiError(error);
    if (tag && BAD_WORDS_TAGS.includes(tag)) throw new BadWordsError(tag, meta, message ?? tag);
    logServiceFailure(AREA_NAME, name, error);
    throw error;
  }
}

/** Where a new comment goes: a social forum (questions, content), a course forum or an LDI chapter's forum. */
export type CommentTarget =
  { kind: 'social' } | { kind: 'course' } | { kind: 'chapter'; course: string; chapterId: number };

/** What the student writes: the text, the comment answered and the user mentioned (an answer to an answer). */
export interface NewComment {
  body: string;
  forumId: number;
  parentId: number | null;
  mentionId: number | null;
  link: string | null;
}

/**
 * POST /v3/social/comments {body, forum_id, comment_id, link, mention_id}, POST /v3/courses/forums/comments
 * (same body) or POST /bff/mci/my-courses/{course}/forum/{forum}/comment {body, comment_id, link,
 * chapter_id}: the comment created.
 */
export function createComment(
  http: HttpClients,
  target: CommentTarget,
  comment: NewComment,
): Promise<SocialComment> {
  return commentWrite('createComment', async () => {
    let request: Promise<unknown>;
    if (target.kind === 'chapter') {
      const json: ChapterForumCommentBody = {
        body: comment.body,
        comment_id: comment.parentId,
        link: comment.link,
        chapter_id: target.chapterId,
      };
      request = http.api
        .post(`bff/mci/my-courses/${encodeURIComponent(target.course)}/forum/${comment.forumId}/comment`, {
          json,
        })
        .json<unknown>();
    } else {
      const json: SocialCommentBody = {
        body: comment.body,
        forum_id: comment.forumId,
        comment_id: comment.parentId,
        link: comment.link,
        mention_id: comment.mentionId,
      };
      const path = target.kind === 'course' ? 'v3/courses/forums/comments' : 'v3/social/comments';
      request = http.api.post(path, { json }).json<unknown>();
    }
    return toSocialComment(expectData(await request, isForumComment, 'comentário'));
  });
}
