import { AREA_NAME } from '../constants';

/**
 * The query keys other parts of the area invalidate (mutations, the root's bus rules), named once. Each
 * endpoint's `queryOptions` factory builds its full key from these.
 */

/** Every listing of folders, notebooks and exams (any folder, page, type or search). */
export const LISTING_KEY = [AREA_NAME, 'listing'] as const;

/** Every notebook query: a notebook's detail, its stats and the question pages' copy. */
export const NOTEBOOKS_KEY = [AREA_NAME, 'notebook'] as const;

/** Everything cached of one notebook. */
export function notebookKey(id: number) {
  return [...NOTEBOOKS_KEY, id] as const;
}

/** Every exam query: an exam, its last run and its ranking pages. */
export const EXAMS_KEY = [AREA_NAME, 'exam'] as const;

/** Everything cached of one exam. */
export function examKey(id: number) {
  return [...EXAMS_KEY, id] as const;
}

/** Everything cached of one question: the question, the student's answers to it, its comments. */
export function questionKey(id: number) {
  return [AREA_NAME, 'question', id] as const;
}
