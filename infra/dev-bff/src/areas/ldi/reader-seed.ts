import { VERTICAL_IDS, type LdiBlockType, type LdiQuestionBlock } from 'shared-contracts';
import { COURSES_BY_VERTICAL } from './catalog-seed';
import { buildCourse, type SeededCourse } from './courses-seed';

/** A student's answer to a question block. */
export interface SeededAnswer {
  question_id: number;
  alternative_id: number;
  correct_alternative_id: number;
  correct: boolean;
  block_id: number;
  item_id: number;
  chapter_id: number;
  course_id: number;
}

export type AnnotationKind = 'highlight' | 'note' | 'underline' | 'strike';

/** A text selection (annotation) of a student. */
export interface SeededSelection {
  id: number;
  course_id: number;
  chapter_id: number;
  item_id: number;
  block_id: number;
  kind: AnnotationKind;
  text: string;
  note: string | null;
  course_type: string;
}

export interface SeededLastSeen {
  course_id: number;
  document_id: number;
  block_id: number | null;
  content_mode: string;
  course_type: string;
}

/** What the reader keeps per student (by e-mail). */
export interface ReaderState {
  /** the custom courses (ldi-personalizado) and who owns each */
  customCourses: (SeededCourse & { owner: string })[];
  answers: Record<string, SeededAnswer[]>;
  selections: Record<string, SeededSelection[]>;
  nextSelectionId: number;
  lastSeen: Record<string, SeededLastSeen[]>;
  /** seconds per block, by e-mail then block id */
  blockSeconds: Record<string, Record<number, number>>;
  /** chapter PDF requests (processing on the first poll, then done) */
  printRequests: SeededPrintRequest[];
  nextPrintId: number;
  /** prints of a student's selections (annotations) of a chapter or course */
  selectionPrints: SeededSelectionPrint[];
  /** favourite course ids (/v3/mci/favorites), by e-mail */
  favorites: Record<string, number[]>;
  /** the chapters each student opened (accessed contents), by e-mail */
  accessed: Record<string, SeededAccess[]>;
}

/** A print of the selections of a chapter or a course (processing on the first poll, then done). */
export interface SeededSelectionPrint {
  id: number;
  owner: string;
  type: 'chapter' | 'course';
  scope_id: number;
  course_id: number;
  polls: number;
}

/** A chapter (document) a student opened. */
export interface SeededAccess {
  course_id: number;
  document_id: number;
  course_type: string;
  accessed_at: string;
}

export interface SeededPrintRequest {
  id: number;
  owner: string;
  course_id: number;
  chapter_ids: number[];
  polls: number;
}

/** The student who owns the seeded custom courses, annotations and answers. */
export const READER_SEEDED_EMAIL = 'aluno@exemplo.com.br';

/** Answer key of the hand-written questions; the generated ones (Certo/Errado) are right with 'C'. */
const ANSWER_KEY: Record<number, string> = { 70001: 'E', 70002: 'A' };

export function correctAlternativeOf(block: LdiQuestionBlock): number {
  const letter = ANSWER_KEY[block.question.id] ?? 'C';
  const right = block.question.alternatives.find((alternative) => alternative.letter === letter);
  return (right ?? block.question.alternatives[0])?.id ?? 0;
}

/** Block types of each view mode that shows a subset (spec 2 §2; complete and mark show every type). */
export const VIEW_MODE_TYPES: Readonly<Record<string, readonly LdiBlockType[] | null>> = {
  complete: null,
  simple: ['text', 'tiptap', 'question'],
  downloads: ['pdfMyDocuments', 'videoMyDocuments'],
  mark: null,
  my_notebook: null,
  incidence: null,
  forum: null,
};

/** One custom course per vertical for the seeded student: its first course's seed under a new id and slug. */
export function seedReader(): ReaderState {
  const customCourses = VERTICAL_IDS.flatMap((vertical, index) => {
    const seed = COURSES_BY_VERTICAL[vertical][0];
    if (!seed) return [];
    const course = buildCourse(
      {
        ...seed,
        slug: `meu-plano-${vertical}`,
        title: `Meu plano personalizado: ${seed.title}`,
      },
      vertical,
      9000 + index + 1,
    );
    return [{ ...course, owner: READER_SEEDED_EMAIL }];
  });
  return {
    customCourses,
    answers: {},
    selections: {},
    nextSelectionId: 1,
    lastSeen: {},
    blockSeconds: {},
    printRequests: [],
    nextPrintId: 1,
    selectionPrints: [],
    favorites: {},
    accessed: {},
  };
}
