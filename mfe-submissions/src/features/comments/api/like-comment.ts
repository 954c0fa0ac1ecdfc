import type { ForumComment, HttpClients } from 'shared-contracts';
import { expectData, serviceCall } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isForumComment } from './get-forum';

/** POST /v3/social/comments/{id}/like: the comment with its new count. A failure is logged and rethrown. */
export function likeComment(http: HttpClients, commentId: number): Promise<ForumComment> {
  return serviceCall(AREA_NAME, 'likeComment', async () => {
    const body = await http.api.post(`v3/social/comments/${commentId}/like`).json<unknown>();
    return expectData(body, isForumComment, 'comentário');
  });
}
