import type { EssayDraft } from './essay-draft-atom';

/** Field errors of the essay form. */
export interface EssayDraftErrors {
  title?: string;
  file?: string;
  proposalFile?: string;
}

export const TITLE_REQUIRED_MESSAGE = 'Informe o título da redação.';
export const FILE_REQUIRED_MESSAGE = 'Envie o arquivo da redação.';

/** Title required (trimmed) and an essay file (spec 3 §5); description and institution are optional. */
export function validateEssayDraft(draft: EssayDraft): EssayDraftErrors {
  const errors: EssayDraftErrors = {};
  if (!draft.title.trim()) errors.title = TITLE_REQUIRED_MESSAGE;
  if (!draft.file) errors.file = FILE_REQUIRED_MESSAGE;
  return errors;
}
