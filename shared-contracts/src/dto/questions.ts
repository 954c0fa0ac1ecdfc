/**
 * Question bank, notebook, student-exam and folder-listing entities (spec 2 §3, §7), pt field names exactly
 * as the API sends them. Owned by the mfe-questions team; the dev BFF answers with these types.
 */
import type { FolderItem } from './folder';
import type { VerticalId } from '../verticals/verticals';

/** Pagination block of the paginated question endpoints. */
export interface QuestionsPagination {
  page: number;
  per_page: number;
  total: number;
  last_page: number;
}

/** A node of the topics tree: a discipline (parent_id null) or one of its subjects. */
export interface QuestionTopic {
  id: number;
  name: string;
  parent_id: number | null;
  /** questions of this node (a discipline counts its subjects') for the request's vertical */
  questions_count: number;
  has_children: boolean;
}

/** GET /bff/questions/topics and /topics/{id}/children. */
export interface QuestionTopicsResponse {
  data: QuestionTopic[];
  pagination: QuestionsPagination;
}

/** Multiple choice (letters A–Z) or true/false (shown as C = Certo and E = Errado; spec 2 §5). */
export type QuestionType = 'multiple_choice' | 'true_false';

export interface QuestionAlternative {
  id: number;
  /** A–Z for multiple choice; C or E for true/false */
  letter: string;
  body: string;
}

export interface QuestionSubject {
  id: number;
  name: string;
}

/** A question as the bank lists and shows it (the correct answer is only revealed by answering). */
export interface Question {
  id: number;
  /** used by the public route /public/questoes/{slug} */
  slug: string;
  type: QuestionType;
  /** plain text; paragraphs separated by blank lines */
  statement: string;
  alternatives: QuestionAlternative[];
  discipline: QuestionSubject;
  subject: QuestionSubject;
  /** examining board (banca) */
  board: string;
  /** institution (órgão) */
  institution: string;
  year: number;
  /** the position the exam was for (cargo) */
  position: string;
  /** verticals the question belongs to */
  verticals: VerticalId[];
  /** the teacher who commented the question */
  teacher?: QuestionTeacher;
}

/** A teacher of the question bank (filter entity 'professor'). */
export interface QuestionTeacher {
  id: number;
  name: string;
}

/** GET /bff/questions/filters/teacher?page&per_page&query. */
export interface QuestionTeachersResponse {
  data: QuestionTeacher[];
  pagination: QuestionsPagination;
}

/** One past answer of the student to a question. */
export interface QuestionUserAnswer {
  alternative_id: number;
  correct: boolean;
  answered_at: string;
  origin: string;
  notebook_id: number | null;
}

/** GET /bff/questions/{id}/user-answers: the student's answers and how everyone answered. */
export interface QuestionUserAnswersResponse {
  data: {
    answers: QuestionUserAnswer[];
    /** alternative id → how many students chose it */
    statistics: Record<string, number>;
    total_answers: number;
  };
}

/** A comment on a question (GET /bff/questions/{id}/comments, POST /bff/questions/{id}/comment). */
export interface QuestionComment {
  id: number;
  body: string;
  mention_id: number | null;
  link: string | null;
  author: { id: number; name: string };
  created_at: string;
}

/** POST /bff/questions/{id}/comment body (spec 2 §3). */
export interface QuestionCommentBody {
  body: string;
  mention_id: number | null;
  link: string | null;
}

/** GET /bff/questions/{id} and GET /bff/public/question/{id}. */
export interface QuestionResponse {
  data: Question;
}

/** What the public-question fetcher yields for a 404 (spec 2 §7: "a 404 yields a not-found marker, data 404"). */
export interface PublicQuestionNotFound {
  data: 404;
}

/** POST /bff/questions/search?page&per_page&order&sort {filters, input_term}; the count reads pagination.total. */
export interface QuestionSearchResponse {
  data: Question[];
  pagination: QuestionsPagination;
}

/** A formatted filter as search, count, notebook and exam creation receive it (spec 2 §3). */
export interface QuestionSearchFilter {
  /** 'disciplina' | 'assunto' | 'banca' | 'ano' | ... */
  entity: string;
  entity_ids: Array<number | string>;
  /** true: include the ids; false: exclude them */
  add: boolean;
  filtro_includente: boolean;
  origin?: string;
}

/** filters: a list, or a matrix (a list of lists) where every inner list needs an includente filter. */
export type QuestionSearchFilters = QuestionSearchFilter[] | QuestionSearchFilter[][];

export interface QuestionSearchBody {
  filters: QuestionSearchFilters;
  input_term?: string;
}

/** PUT /bff/questions/{id}/answer body (spec 2 §3). */
export interface QuestionAnswerBody {
  notebook_id: number | null;
  alternative_id: number;
  /** default QUESTOES */
  origin: string;
  /** default 1 */
  last_resolved_question_index: number;
}

export interface QuestionAnswerResult {
  question_id: number;
  alternative_id: number;
  correct: boolean;
  correct_alternative_id: number;
  /** the teacher's comment on the answer */
  explanation: string;
  answered_at: string;
}

export interface QuestionAnswerResponse {
  data: QuestionAnswerResult;
}

/** Notebook (spec 2 §3). */
export interface Notebook {
  id: number;
  name: string;
  correct_answers: number;
  wrong_answers: number;
  questions_number: number;
  path: string;
  filters: QuestionSearchFilters | null;
  counts: Record<string, number> | null;
  sequence_notebook_ids: number[];
  student_id: number;
  created_at: string;
  updated_at: string;
}

/** POST /bff/questions/notebooks body. */
export interface CreateNotebookBody {
  name: string;
  path: string;
  filters?: QuestionSearchFilters;
  counts?: Record<string, number>;
  sequence_notebook_ids?: number[];
}

export interface NotebookResponse {
  data: Notebook;
}

/** Student exam (mock exam; spec 2 §3). */
export interface StudentExam {
  id: number;
  name: string;
  total_questions: number;
  total_questions_answered: number;
  total_questions_correct: number;
  /** seconds */
  duration: number;
  path: string;
  student_id: number;
  created_at: string;
  updated_at: string;
}

/**
 * One entry of a folder listing: the shell's FolderItem plus what a list row shows. Notebooks carry their
 * counters, exams their size and duration, folders how many items they hold.
 */
export interface FolderListingItem extends FolderItem {
  created_at: string;
  updated_at: string;
  questions_number?: number;
  correct_answers?: number;
  wrong_answers?: number;
  total_questions?: number;
  total_questions_answered?: number;
  /** seconds */
  duration?: number;
  items_count?: number;
}

/** GET /bff/questions/folders/{path}: data.items is the folder itself, its page of children in subitems. */
export interface FolderListingResponse {
  data: {
    items: Omit<FolderItem, 'subitems'> & { subitems: FolderListingItem[] };
    pagination: QuestionsPagination;
  };
}

/** ?type of the folder listing: one tag, or NOTEBOOK / STUDENT_EXAM for both own and shared ones. */
export type FolderListingType = FolderItem['tag'] | 'NOTEBOOK' | 'STUDENT_EXAM';

/** POST /bff/questions/folders {path}: the new folder's full path; its name is the last segment. */
export interface CreateFolderBody {
  path: string;
  name?: string;
}

export interface FolderResponse {
  data: FolderListingItem;
}

/** GET /bff/questions/notebooks/{id}/stats: the student's progress in one notebook. */
export interface NotebookStats {
  questions_number: number;
  correct_answers: number;
  wrong_answers: number;
  /** questions answered at least once inside this notebook */
  answered_questions: number;
  not_answered: number;
}

export interface NotebookStatsResponse {
  data: NotebookStats;
}

/** Where a student's run of a mock exam stands. */
export type StudentExamRunStatus = 'not_started' | 'running' | 'ended';

/** GET /bff/questions/student-exams/{id}/stats: the student's last run of one exam. */
export interface StudentExamStats {
  status: StudentExamRunStatus;
  total_questions: number;
  answered: number;
  correct: number;
  wrong: number;
  not_answered: number;
  /** seconds */
  duration: number;
  started_at: string | null;
  ended_at: string | null;
}

export interface StudentExamStatsResponse {
  data: StudentExamStats;
}

/** One line of GET /bff/questions/student-exams/{id}/ranking (15 per page, best first). */
export interface StudentExamRankingEntry {
  position: number;
  name: string;
  correct: number;
  total: number;
  /** the signed-in student's own line */
  is_current_student: boolean;
}

export interface StudentExamRankingResponse {
  data: StudentExamRankingEntry[];
  pagination: QuestionsPagination;
}
