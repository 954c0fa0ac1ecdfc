import type {
  FolderItemTag,
  FolderListingItem,
  Notebook,
  QuestionSearchFilters,
  StudentExam,
} from 'shared-contracts';

/** A folder of a student; `path` is its own full path ('base.Direito_Constitucional'). */
export interface FolderRecord {
  id: number;
  name: string;
  path: string;
  student_id: number;
  created_at: string;
  updated_at: string;
}

/** A notebook; `path` is the folder it lives in. `shared_with`: students who see it as SHARED_NOTEBOOK. */
export interface NotebookRecord extends Notebook {
  question_ids: number[];
  shared_with: number[];
}

export interface StudentExamRecord extends StudentExam {
  question_ids: number[];
  shared_with: number[];
}

export interface AnswerRecord {
  student_id: number;
  question_id: number;
  alternative_id: number;
  notebook_id: number | null;
  origin: string;
  last_resolved_question_index: number;
  correct: boolean;
  answered_at: string;
}

/** The questions area's slice of the dev BFF state (reset by POST /__control/reset). */
export interface QuestionsState {
  nextId: number;
  folders: FolderRecord[];
  notebooks: NotebookRecord[];
  exams: StudentExamRecord[];
  answers: AnswerRecord[];
}

/** The listing row of a folder, with how many items it holds for the student. */
export function folderListingItem(folder: FolderRecord, itemsCount: number): FolderListingItem {
  return {
    id: folder.id,
    name: folder.name,
    path: folder.path,
    tag: 'FOLDER',
    student_id: folder.student_id,
    created_at: folder.created_at,
    updated_at: folder.updated_at,
    items_count: itemsCount,
  };
}

export function notebookListingItem(notebook: NotebookRecord, studentId: number): FolderListingItem {
  const tag: FolderItemTag = notebook.student_id === studentId ? 'MY_NOTEBOOK' : 'SHARED_NOTEBOOK';
  return {
    id: notebook.id,
    name: notebook.name,
    path: notebook.path,
    tag,
    student_id: notebook.student_id,
    created_at: notebook.created_at,
    updated_at: notebook.updated_at,
    questions_number: notebook.questions_number,
    correct_answers: notebook.correct_answers,
    wrong_answers: notebook.wrong_answers,
  };
}

export function examListingItem(exam: StudentExamRecord, studentId: number): FolderListingItem {
  const tag: FolderItemTag = exam.student_id === studentId ? 'MY_STUDENT_EXAM' : 'SHARED_STUDENT_EXAM';
  return {
    id: exam.id,
    name: exam.name,
    path: exam.path,
    tag,
    student_id: exam.student_id,
    created_at: exam.created_at,
    updated_at: exam.updated_at,
    total_questions: exam.total_questions,
    total_questions_answered: exam.total_questions_answered,
    duration: exam.duration,
  };
}

/** The notebook as the API sends it (without the dev BFF's bookkeeping). */
export function toNotebook(record: NotebookRecord): Notebook {
  const { question_ids: _ids, shared_with: _shared, ...notebook } = record;
  return notebook;
}

export type { QuestionSearchFilters };
