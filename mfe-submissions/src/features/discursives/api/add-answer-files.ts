import type { DiscursiveSubmission, HttpClients } from 'shared-contracts';
import { expectData, hasNumber, isRecord, serviceCall } from 'shared-design-system/area';
import {
  AREA_NAME,
  FILES_REQUIRED_MESSAGE,
  INVALID_FILE_MESSAGE,
  SLUG_AND_ID_REQUIRED_MESSAGE,
} from '../../../constants';
import { isFileLike } from '../../../lib/file-rules';
import { boundedUpload, uploadBytes } from '../../../lib/upload-deadline';

function isSubmission(value: unknown): value is DiscursiveSubmission {
  return isRecord(value) && hasNumber(value, 'id');
}

/**
 * PUT /v3/discursives/slug/{slug}/submission/{id}/answerFiles with more answer files (multipart_data,
 * repeated). Checks its arguments first with the messages of spec 3 §5 ('Parâmetros slug e id são
 * obrigatórios'). Bounded by the upload's deadline (uploadDeadlineMs of the files) and the student's
 * `cancel` signal. A failure is logged and rethrown.
 */
export async function addAnswerFiles(
  http: HttpClients,
  slug: string,
  submissionId: number | null,
  files: readonly unknown[],
  cancel?: AbortSignal,
): Promise<DiscursiveSubmission> {
  if (!slug || !submissionId) throw new Error(SLUG_AND_ID_REQUIRED_MESSAGE);
  if (files.length === 0) throw new Error(FILES_REQUIRED_MESSAGE);
  if (!files.every(isFileLike)) throw new Error(INVALID_FILE_MESSAGE);
  const form = new FormData();
  for (const file of files) form.append('multipart_data', file, file.name);
  return serviceCall(AREA_NAME, 'addAnswerFiles', async () => {
    const body = await boundedUpload(uploadBytes(files), cancel, (signal) =>
      http.api
        .put(`v3/discursives/slug/${encodeURIComponent(slug)}/submission/${submissionId}/answerFiles`, {
          body: form,
          timeout: false,
          signal,
        })
        .json<unknown>(),
    );
    return expectData(body, isSubmission, 'envio do simulado');
  });
}
