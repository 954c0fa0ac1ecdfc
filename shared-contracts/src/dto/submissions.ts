/**
 * Submissions entities (spec 3 §3, §7): essays (redações), discursive exams, comments and forums, pt field
 * names exactly as the API sends them. Owned by the mfe-submissions team; the dev BFF answers with these
 * types.
 */

/** Status of an essay or a discursive submission (spec 3 §4). */
export type SubmissionStatus = 'waiting revision' | 'on revision' | 'revised' | 'has error';

/** Pagination block of the v3 list answers. */
export interface SubmissionsPageMeta {
  page: number;
  perPage: number;
  total: number;
  lastPage: number;
}

/** An institution (exam board) the essay is written for. */
export interface EssayInstitution {
  id: number;
  name: string;
}

/** An essay sent for correction. */
export interface Essay {
  id: number;
  kind: 'essay';
  title: string;
  description: string | null;
  status: SubmissionStatus;
  institution_id: number | null;
  institution: EssayInstitution | null;
  /** name of the uploaded essay file (multipart_data) */
  file_name: string;
  /** name of the optional proposal file (user_proposal_file) */
  user_proposal_file_name: string | null;
  revision_teacher_id: number | null;
  /** grade from 0 to 1000 once revised */
  grade: number | null;
  /** why the correction failed ('has error') */
  error_details: string | null;
  created_at: string;
  updated_at: string;
}

/** GET /v3/redacoes. */
export interface EssaysResponse {
  data: Essay[];
  meta: SubmissionsPageMeta;
}

/** POST /v3/redacoes (201). */
export interface EssayResponse {
  data: Essay;
}

/** A classification (institution) of the essays catalogue. */
export interface EssayClassification {
  id: number;
  name: string;
}

/** GET /v3/redacoes/catalog/classifications. */
export interface EssayClassificationsResponse {
  data: EssayClassification[];
  meta: SubmissionsPageMeta;
}

/** An author (teacher) of a discursive exam. */
export interface DiscursiveAuthor {
  author_name: string;
}

/** One submission of answers to a discursive exam. */
export interface DiscursiveSubmission {
  id: number;
  /** 1-based order of the submission */
  index: number;
  status: SubmissionStatus;
  file_names: string[];
  created_at: string;
}

/** A discursive mock exam. */
export interface Discursive {
  id: number;
  kind: 'discursive';
  name: string;
  slug: string;
  description: string;
  /** ISO date-time after which nothing can be sent */
  available_until: string;
  authors: DiscursiveAuthor[];
  submissions: DiscursiveSubmission[];
  /** extra submissions allowed beyond the first one */
  additional_submission_limit: number;
  classification: string;
}

/** GET /v3/discursives/catalog. */
export interface DiscursivesResponse {
  data: Discursive[];
  meta: SubmissionsPageMeta;
}

/** GET /v3/discursives/slug/{slug}. */
export interface DiscursiveResponse {
  data: Discursive;
}

/** POST /v3/discursives/slug/{slug}/submission (201). */
export interface DiscursiveSubmissionResponse {
  data: DiscursiveSubmission;
}

/** A comment in a forum (answers have comment_id set to the parent). */
export interface ForumComment {
  id: number;
  body: string;
  forum_id: number;
  comment_id: number | null;
  link: string | null;
  author: { id: number; name: string };
  likes: number;
  dislikes: number;
  created_at: string;
  replies: ForumComment[];
}

/** GET /v3/social/forums/{id}: top-level comments, newest first, with their replies. */
export interface ForumResponse {
  data: { id: number; title: string; comments: ForumComment[] };
  meta: SubmissionsPageMeta;
}

/** POST /v3/social/comments body (spec 3 §7). */
export interface CreateCommentBody {
  body: string;
  forum_id: number;
  comment_id: number | null;
  link: string | null;
}

/** POST /v3/social/comments (201). */
export interface CommentResponse {
  data: ForumComment;
}

/** Error tags of comment creation when the text has forbidden words (spec 3 §8). */
export type BadWordsTag = 'SOCIAL_ERROR_BAD_WORDS' | 'COURSE_FORUM_ERROR_BAD_WORDS';
