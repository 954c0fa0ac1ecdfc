import type { Essay, HttpClients } from 'shared-contracts';
import { expectData, serviceCall } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { boundedUpload } from '../../../lib/upload-deadline';
import { isEssay } from './get-essays';

/**
 * PUT /v3/redacoes/{id} as multipart: kind, revision_teacher_id, status 'on revision' (overwriting sends
 * the essay back to correction, spec 3 §4), error_details and the new file (multipart_data). An upload: no
 * 30 s timeout cuts it, its own deadline (uploadDeadlineMs of the file) or the student's `cancel` does. A
 * failure is logged and rethrown.
 */
export function overwriteEssay(
  http: HttpClients,
  essay: Essay,
  file: File,
  cancel?: AbortSignal,
): Promise<Essay> {
  const form = new FormData();
  form.append('kind', 'essay');
  form.append('status', 'on revision');
  if (essay.revision_teacher_id !== null)
    form.append('revision_teacher_id', String(essay.revision_teacher_id));
  form.append('error_details', essay.error_details ?? '');
  form.append('multipart_data', file, file.name);
  return serviceCall(AREA_NAME, 'overwriteEssay', async () => {
    const body = await boundedUpload(file.size, cancel, (signal) =>
      http.api.put(`v3/redacoes/${essay.id}`, { body: form, timeout: false, signal }).json<unknown>(),
    );
    return expectData(body, isEssay, 'redação reenviada');
  });
}
