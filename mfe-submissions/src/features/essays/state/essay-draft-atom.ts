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

/** The fields the student types: kept per student in local storage (useStudentDraft('essay')). */
export type EssayText = Pick<EssayDraft, 'title' | 'description' | 'institutionId'>;

export const EMPTY_ESSAY_TEXT: EssayText = { title: '', description: '', institutionId: '' };

/** A stored essay text of the right shape (anything else is ignored). */
export function isEssayText(value: unknown): value is EssayText {
  if (typeof value !== 'object' || value === null) return false;
  const text = value as Record<string, unknown>;
  return (
    typeof text.title === 'string' &&
    typeof text.description === 'string' &&
    typeof text.institutionId === 'string'
  );
}

/** The essay form's chosen files (the typed fields are in local storage); kept while the student switches tabs. */
export const essayDraftAtom = atom<EssayDraft>(EMPTY_ESSAY_DRAFT);
