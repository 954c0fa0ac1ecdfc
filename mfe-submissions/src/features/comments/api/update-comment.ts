import type { HttpClients, SocialComment, UpdateCommentBody } from 'shared-contracts';
import { expectData } from 'shared-design-system/area';
import { commentWrite } from './create-comment';
import { isForumComment, toSocialComment } from './get-forum';

/**
 * PUT /v3/social/comments/{id} {body}: the student's own comment with its new text. A bad-words answer is
 * rethrown as BadWordsError, like on creation (spec 3 §8: "create or edit").
 */
export function updateComment(http: HttpClients, commentId: number, body: string): Promise<SocialComment> {
  return commentWrite('updateComment', async () => {
    const json: UpdateCommentBody = { body };
    const answer = await http.api.put(`v3/social/comments/${commentId}`, { json }).json<unknown>();
    return toSocialComment(expectData(answer, isForumComment, 'comentário'));
  });
}
