import type { HttpClients, SocialComment } from 'shared-contracts';
import { expectData, serviceCall } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { boundedUpload } from '../../../lib/upload-deadline';
import { isForumComment, toSocialComment } from './get-forum';

/**
 * PUT /social/v1/comments/{id}/attachFile (multipart, the file under `file`): the comment with its
 * attachments. An upload: no per-attempt timeout or 30 s call deadline cuts it; its own deadline
 * (uploadDeadlineMs of the file) or the student's `cancel` signal does. A failure is logged and rethrown.
 */
export function attachCommentFile(
  http: HttpClients,
  commentId: number,
  file: File,
  cancel?: AbortSignal,
): Promise<SocialComment> {
  return serviceCall(AREA_NAME, 'attachCommentFile', async () => {
    const form = new FormData();
    form.append('file', file, file.name);
    const body = await boundedUpload(file.size, cancel, (signal) =>
      http.api
        .put(`social/v1/comments/${commentId}/attachFile`, { body: form, timeout: false, signal })
        .json<unknown>(),
    );
    return toSocialComment(expectData(body, isForumComment, 'comentário'));
  });
}

/** DELETE /social/v1/comments/{id}/deleteFile?file_url: the comment without that file. Logged and rethrown. */
export function deleteCommentFile(
  http: HttpClients,
  commentId: number,
  fileUrl: string,
): Promise<SocialComment> {
  return serviceCall(AREA_NAME, 'deleteCommentFile', async () => {
    const body = await http.api
      .delete(`social/v1/comments/${commentId}/deleteFile`, { searchParams: { file_url: fileUrl } })
      .json<unknown>();
    return toSocialComment(expectData(body, isForumComment, 'comentário'));
  });
}
