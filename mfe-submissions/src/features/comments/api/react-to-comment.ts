import type { HttpClients, SocialComment } from 'shared-contracts';
import { expectData, serviceCall } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isForumComment, toSocialComment } from './get-forum';

/** A student's reaction to a comment. */
export type Reaction = 'like' | 'dislike';

/**
 * POST /v3/social/comments/{id}/like or /dislike: the comment with its new counts. A failure is logged and
 * rethrown.
 */
export function reactToComment(
  http: HttpClients,
  commentId: number,
  reaction: Reaction,
): Promise<SocialComment> {
  return serviceCall(AREA_NAME, reaction === 'like' ? 'likeComment' : 'dislikeComment', async () => {
    const body = await http.api.post(`v3/social/comments/${commentId}/${reaction}`).json<unknown>();
    return toSocialComment(expectData(body, isForumComment, 'comentário'));
  });
}
