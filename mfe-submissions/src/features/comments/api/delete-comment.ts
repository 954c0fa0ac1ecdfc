import type { HttpClients } from 'shared-contracts';
import { serviceCall } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

/** DELETE /v3/social/comments/{id}: removes the student's own comment. A failure is logged and rethrown. */
export function deleteComment(http: HttpClients, commentId: number): Promise<void> {
  return serviceCall(AREA_NAME, 'deleteComment', async () => {
    await http.api.delete(`v3/social/comments/${commentId}`);
  });
}
