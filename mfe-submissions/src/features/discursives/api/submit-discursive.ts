import type { DiscursiveSubmission, HttpClients } from 'shared-contracts';
import { expectData, hasNumber, isRecord, logServiceFailure, readApiError } from 'shared-design-system/area';
import {
  AREA_NAME,
  FILES_REQUIRED_MESSAGE,
  INVALID_FILE_MESSAGE,
  SLUG_REQUIRED_MESSAGE,
  SUBMIT_LIMIT_TAG,
} from '../../../constants';
import { isFileLike } from '../../../lib/file-rules';
import { boundedUpload, uploadBytes } from '../../../lib/upload-deadline';

function isSubmission(value: unknown): value is DiscursiveSubmission {
  return isRecord(value) && hasNumber(value, 'id');
}

/**
 * POST /v3/discursives/slug/{slug}/submission with kind='discursive' and the answer files (multipart_data,
 * repeated; spec 3 §3). Checks its arguments first with the messages of spec 3 §5. Bounded by the upload's
 * deadline (uploadDeadlineMs of the files) and the student's `cancel` signal. A failure is logged and
 * rethrown, except the submission limit refusal (spec 3 §8: the screen says it) and a cancel (no failure).
 */
export async function submitDiscursive(
  http: HttpClients,
  slug: string,
  files: readonly unknown[],
  cancel?: AbortSignal,
): Promise<DiscursiveSubmission> {
  if (!slug) throw new Error(SLUG_REQUIRED_MESSAGE);
  if (files.length === 0) throw new Error(FILES_REQUIRED_MESSAGE);
  if (!files.every(isFileLike)) throw new Error(INVALID_FILE_MESSAGE);
  const form = new FormData();
  form.append('kind', 'discursive');
  for (const file of files) form.append('multipart_data', file, file.name);
  try {
    // several answer files on a phone's link: no per-attempt timeout or 30 s call deadline cuts the upload;
    // its own deadline grows with the bytes sent
    const body = await boundedUpload(uploadBytes(files), cancel, (signal) =>
      http.api
        .post(`v3/discursives/slug/${encodeURIComponent(slug)}/submission`, {
          body: form,
          timeout: false,
          signal,
        })
        .json<unknown>(),
    );
    return expectData(body, isSubmission, 'envio do simulado');
  } catch (error) {
    if ((await readApiError(error)).tag !== SUBMIT_LIMIT_TAG)
      logServiceFailure(AREA_NAME, 'submitDiscursive', error);
    throw error;
  }
}
