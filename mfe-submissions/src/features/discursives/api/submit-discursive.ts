import type { DiscursiveSubmission, HttpClients } from 'shared-contracts';
import { FILES_REQUIRED_MESSAGE, INVALID_FILE_MESSAGE, SLUG_REQUIRED_MESSAGE } from '../../../constants';
import { isFileLike } from '../../../lib/file-rules';
import { isRecord, UnexpectedResponseError } from 'shared-design-system/area';

/**
 * POST /v3/discursives/slug/{slug}/submission with the answer files (multipart_data, repeated). Checks its
 * arguments first with the messages of spec 3 §5.
 */
export async function submitDiscursive(
  http: HttpClients,
  slug: string,
  files: readonly unknown[],
): Promise<DiscursiveSubmission> {
  if (!slug) throw new Error(SLUG_REQUIRED_MESSAGE);
  if (files.length === 0) throw new Error(FILES_REQUIRED_MESSAGE);
  if (!files.every(isFileLike)) throw new Error(INVALID_FILE_MESSAGE);
  const form = new FormData();
  for (const file of files) form.append('multipart_data', file, file.name);
  const body = await http.api
    // several answer files on a phone's link: no per-attempt timeout or call deadline cuts the upload
    .post(`v3/discursives/slug/${encodeURIComponent(slug)}/submission`, { body: form, timeout: false })
    .json<unknown>();
  const data = isRecord(body) ? body.data : undefined;
  if (!isRecord(data) || typeof data.id !== 'number') throw new UnexpectedResponseError('envio do simulado');
  return data as unknown as DiscursiveSubmission;
}
