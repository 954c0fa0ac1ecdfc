import { atom } from 'jotai/vanilla';

/** The essay being written in the form; kept while the student switches tabs, cleared after a send. */
export interface EssayDraft {
  title: string;
  description: string;
  institutionId: string;
  file: File | null;
  proposalFile: File | null;
}

export const EMPTY_ESSAY_DRAFT: EssayDraft = {
  title: '',
  description: '',
  institutionId: '',
  file: null,
  proposalFile: null,
};

export const essayDraftAtom = atom<EssayDraft>(EMPTY_ESSAY_DRAFT);
