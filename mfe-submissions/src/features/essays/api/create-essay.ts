import type { Essay, HttpClients } from 'shared-contracts';
import { expectData, serviceCall } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isEssay } from './get-essays';

/** What the essay form sends (already validated and trimmed). */
export interface NewEssay {
  title: string;
  description: string;
  institutionId: string;
  file: File;
  proposalFile: File | null;
}

/** POST /v3/redacoes as multipart: kind, title, multipart_data, description, institution_id, user_proposal_file. */
export function createEssay(http: HttpClients, essay: NewEssay): Promise<Essay> {
  const form = new FormData();
  form.append('kind', 'essay');
  form.append('title', essay.title);
  form.append('multipart_data', essay.file, essay.file.name);
  if (essay.description) form.append('description', essay.description);
  if (essay.institutionId) form.append('institution_id', essay.institutionId);
  if (essay.proposalFile) form.append('user_proposal_file', essay.proposalFile, essay.proposalFile.name);
  return serviceCall(AREA_NAME, 'createEssay', async () => {
    // up to 25 MiB on a phone's link: no per-attempt timeout or call deadline cuts the upload
    const body = await http.api.post('v3/redacoes', { body: form, timeout: false }).json<unknown>();
    return expectData(body, isEssay, 'redação enviada');
  });
}
