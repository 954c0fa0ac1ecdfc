import type { ForumComment, HttpClients } from 'shared-contracts';
import { isRecord, UnexpectedResponseError } from 'shared-design-system/area';
import { isForumComment } from './get-forum';

/** POST /v3/social/comments/{id}/like: the comment with its new count. */
export async function likeComment(http: HttpClients, commentId: number): Promise<ForumComment> {
  const body = await http.api.post(`v3/social/comments/${commentId}/like`).json<unknown>();
  const data = isRecord(body) ? body.data : undefined;
  if (!isForumComment(data)) throw new UnexpectedResponseError('comentário');
  return data;
}
