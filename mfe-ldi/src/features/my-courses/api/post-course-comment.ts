import type { PlatformApi, SocialCommentBody } from 'shared-contracts';
import { logServiceFailure, readApiError } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

/** The tag of a course-forum comment refused for forbidden words (spec 3 §8). */
export const COURSE_FORUM_BAD_WORDS_TAG = 'COURSE_FORUM_ERROR_BAD_WORDS';

/** A comment the course forum refused for its words: not a failure of the service, the student rewrites it. */
export class CourseForumBadWordsError extends Error {
  readonly tag = COURSE_FORUM_BAD_WORDS_TAG;

  constructor(
    message: string,
    readonly meta: Record<string, unknown> | null,
  ) {
    super(message);
    this.name = 'CourseForumBadWordsError';
  }
}

/** Whether an error is a bad-words refusal of the course forum (by shape, as the platform's guards do). */
export function isCourseForumBadWordsError(error: unknown): error is CourseForumBadWordsError {
  return error instanceof Error && error.name === 'CourseForumBadWordsError';
}

/**
 * POST /v3/courses/forums/comments {body, forum_id, comment_id, link, mention_id} (spec 3 §7 'course
 * forum'): a new top-level comment in the course's forum. A COURSE_FORUM_ERROR_BAD_WORDS answer is rethrown
 * with its tag and meta so the screen shows the profanity message (spec 3 §8); any other failure is logged
 * and rethrown.
 */
export async function postCourseComment(
  platform: PlatformApi,
  forumId: number,
  body: string,
  link: string,
): Promise<void> {
  const json: SocialCommentBody = { body, forum_id: forumId, comment_id: null, link, mention_id: null };
  try {
    await platform.http.api.post('v3/courses/forums/comments', { json });
  } catch (error) {
    const { tag, message, meta } = await readApiError(error);
    if (tag === COURSE_FORUM_BAD_WORDS_TAG) throw new CourseForumBadWordsError(message ?? tag, meta);
    logServiceFailure(AREA_NAME, 'postCourseComment', error);
    throw error;
  }
}
