/**
 * Courses, interactive learning documents (LDI), strategic trails, tutorings and VIP rooms, pt field names
 * exactly as the API sends them (owned by the mfe-ldi team).
 */
import type { CastTrack } from './cast';

export interface LdiTeacher {
  id: number;
  name: string;
}

/** One course of GET /v3/courses/my-courses (spec 2 §3 'my course': course data plus is_my_course). */
export interface MyCourse {
  id: number;
  slug: string;
  title: string;
  description: string;
  teachers: LdiTeacher[];
  /** 0..100 */
  progress: number;
  chapters_count: number;
  is_my_course: true;
}

export interface MyCoursesResponse {
  data: MyCourse[];
}

/** GET /v3/courses/slug/{slug} and /v3/mci/courses/slug/{slug}: one course / document. */
export interface LdiCourse {
  id: number;
  slug: string;
  title: string;
  description: string;
  teachers: LdiTeacher[];
  chapters_count: number;
  is_my_course: boolean;
}

export interface LdiCourseResponse {
  data: LdiCourse;
}

/** One item of a chapter (its blocks come from GET /v3/mci/items/{id}). */
export interface LdiItemSummary {
  id: number;
  title: string;
  position: number;
  completed: boolean;
  blocks_count: number;
}

/** One chapter of GET /v3/mci/my-courses/slug/{slug}/chapters. */
export interface LdiChapter {
  id: number;
  title: string;
  position: number;
  completed: boolean;
  items: LdiItemSummary[];
}

export interface LdiChaptersResponse {
  data: LdiChapter[];
}

/** Block types of spec 2 §1. */
export type LdiBlockType =
  | 'text'
  | 'tiptap'
  | 'question'
  | 'notebook'
  | 'youtube'
  | 'vimeo'
  | 'cast'
  | 'videoMyDocuments'
  | 'pdfMyDocuments'
  | 'rangeLdiLinks';

interface LdiBlockBase {
  id: number;
  position: number;
}

export interface LdiTextBlock extends LdiBlockBase {
  type: 'text' | 'tiptap';
  /** HTML from the editor: sanitise before rendering */
  content: string;
}

export interface LdiQuestionAlternative {
  id: number;
  /** A-Z, or C/E for true/false questions */
  letter: string;
  /** HTML */
  body: string;
}

export interface LdiQuestionBlock extends LdiBlockBase {
  type: 'question';
  question: {
    id: number;
    /** HTML */
    statement: string;
    /** exam the question came from, e.g. 'CEBRASPE 2021 - PF - Agente' */
    source: string;
    alternatives: LdiQuestionAlternative[];
  };
}

export interface LdiNotebookBlock extends LdiBlockBase {
  type: 'notebook';
  notebook: { id: number; name: string; questions_number: number };
}

export interface LdiVideoBlock extends LdiBlockBase {
  type: 'youtube' | 'vimeo' | 'videoMyDocuments';
  video: {
    title: string;
    /** youtube/vimeo video id, or file URL for videoMyDocuments */
    source: string;
    /** seconds */
    duration: number;
  };
}

export interface LdiCastBlock extends LdiBlockBase {
  type: 'cast';
  cast: {
    album_id: number;
    album_image_url: string | null;
    track: CastTrack;
  };
}

export interface LdiAttachmentBlock extends LdiBlockBase {
  type: 'pdfMyDocuments';
  file: { name: string; url: string; /** bytes */ size: number };
}

export interface LdiLinksBlock extends LdiBlockBase {
  type: 'rangeLdiLinks';
  links: { title: string; url: string }[];
}

export type LdiBlock =
  | LdiTextBlock
  | LdiQuestionBlock
  | LdiNotebookBlock
  | LdiVideoBlock
  | LdiCastBlock
  | LdiAttachmentBlock
  | LdiLinksBlock;

/** GET /v3/mci/items/{id}?page&per_page&order&view_mode&video_only&text_only&question_only&cast_only&attachment_only */
export interface LdiItem {
  id: number;
  title: string;
  chapter_id: number;
  course_id: number;
  blocks: LdiBlock[];
}

export interface LdiItemResponse {
  data: LdiItem;
  pagination: { page: number; per_page: number; total: number };
}

/** One strategic trail of GET /v3/strategic-trails/catalog (and /slug/{slug}). */
export interface StrategicTrail {
  id: number;
  slug: string;
  title: string;
  description: string;
  classification: string;
  classes_count: number;
  done: boolean;
}

export interface StrategicTrailsResponse {
  data: StrategicTrail[];
}

export interface StrategicTrailResponse {
  data: StrategicTrail;
}

/** One tutoring of GET /v3/tutorings/catalog (and /slug/{slug}). */
export interface Tutoring {
  id: number;
  slug: string;
  title: string;
  description: string;
  teachers: LdiTeacher[];
  classes_count: number;
  done: boolean;
}

export interface TutoringsResponse {
  data: Tutoring[];
}

export interface TutoringResponse {
  data: Tutoring;
}

/** One VIP room of GET /v3/vip-rooms/catalog (and /slug/{slug}). */
export interface VipRoom {
  id: number;
  slug: string;
  title: string;
  description: string;
  teachers: LdiTeacher[];
  /** ISO date-time of the next meeting, null when none is scheduled */
  next_meeting_at: string | null;
  /** room address; see spec 2 §4 'Room video URL' */
  room_url: string;
}

export interface VipRoomsResponse {
  data: VipRoom[];
}

export interface VipRoomResponse {
  data: VipRoom;
}

/** One passage of GET /ldi/api/busca?term&slug&content_mode (search inside a document). */
export interface LdiSearchHit {
  chapter_id: number;
  chapter_title: string;
  item_id?: number;
  item_title: string;
  block_id: number;
  excerpt: string;
}

/** One chapter of POST /ldi/api/study_time/chapters {chapter_ids, course_id}: the seconds studied in it. */
export interface LdiChapterStudyTime {
  chapter_id: number;
  seconds: number;
}

/** One item of POST /ldi/api/study_time/items {items, course_id}: the seconds studied in it. */
export interface LdiItemStudyTime {
  item_id: number;
  seconds: number;
}

/** GET /v3/mci/courses/{id}/estimate_durations: the seconds a document is expected to take, and per chapter. */
export interface LdiEstimatedDuration {
  course_id: number;
  seconds: number;
  chapters: LdiChapterStudyTime[];
}

/** An accessed-content record: a chapter (document) the student opened. */
export interface LdiAccessedContent {
  course_id: number;
  document_id: number;
  course_type: string;
  accessed_at: string;
}

/**
 * One course of GET /v3/mci/courses-progress?course_ids (spec 2 §7 Completion): the same figures as
 * my-courses/{id}/course-progress, for every course of a list at once.
 */
export interface LdiCourseProgress {
  course_id: number;
  /** 0..100 */
  percentage: number;
  completed_items: number;
  total_items: number;
}

/**
 * Seconds per course: one entry of GET /bff/mci/study_time/courses/time-spent (the time the student spent in
 * each of their courses) and of GET /bff/mci/courses/estimate_durations?course_ids (the time each course should
 * take). Spec 2 shows no shape for either; this is the one the area and the dev BFF agree on.
 */
export interface LdiCourseSeconds {
  course_id: number;
  seconds: number;
}

/**
 * One document of POST /v3/mci/completed-documents/get {document_ids}: whether the student completed it (every
 * item done). A document is a learning document, i.e. a course of the list (its id is the course id).
 */
export interface LdiCompletedDocument {
  document_id: number;
  completed: boolean;
}
