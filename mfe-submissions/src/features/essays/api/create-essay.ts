import type { Essay, HttpClients } from 'shared-contracts';
import { expectData, serviceCall } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { boundedUpload, uploadBytes } from '../../../lib/upload-deadline';
import { isEssay } from './get-essays';

/** What the essay form sends (already validated and trimmed). */
export interface NewEssay {
  title: string;
  description: string;
  institutionId: string;
  file: File;
  proposalFile: File | null;
}

/**
 * POST /v3/redacoes as multipart: kind, title, multipart_data, description, institution_id, user_proposal_file.
 * Bounded by the upload's deadline (uploadDeadlineMs of its files) and the student's `cancel` signal.
 */
export function createEssay(http: HttpClients, essay: NewEssay, cancel?: AbortSignal): Promise<Essay> {
  const form = new FormData();
  form.append('kind', 'essay');
  form.append('title', essay.title);
  form.append('multipart_data', essay.file, essay.file.name);
  if (essay.description) form.append('description', essay.description);
  if (essay.institutionId) form.append('institution_id', essay.institutionId);
  if (essay.proposalFile) form.append('user_proposal_file', essay.proposalFile, essay.proposalFile.name);
  return serviceCall(AREA_NAME, 'createEssay', async () => {
    // up to 25 MiB on a phone's link: no per-attempt timeout or 30 s call deadline cuts the upload; its
    // own deadline grows with the bytes sent, so a server that never answers does not keep it for ever
    const body = await boundedUpload(uploadBytes([essay.file, essay.proposalFile]), cancel, (signal) =>
      http.api.post('v3/redacoes', { body: form, timeout: false, signal }).json<unknown>(),
    );
    return expectData(body, isEssay, 'redação enviada');
  });
}
