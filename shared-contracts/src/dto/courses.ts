/**
 * My courses (spec 2 §2–§9): classifications, the my-courses catalogue, shelves and search v2 of courses, and
 * a course's classes with their done marks. Field names as the API sends them (owned by the mfe-ldi team).
 */
import type { LdiCourse } from './ldi';

/** One sub-category of a course category (GET /v3/courses/catalog/classifications). */
export interface CourseSubClassification {
  id: number;
  name: string;
}

/** One course category with its sub-categories (GET /v3/courses/catalog/classifications?page&per_page). */
export interface CourseClassification {
  id: number;
  name: string;
  /** the category's address segment (/todos-os-cursos/categorias/{slug}) */
  slug: string;
  children: CourseSubClassification[];
}

/**
 * One course of the student's catalogue
 * (GET /v3/mci/my-courses/catalog?page&perPage&includeFavorites&filter_type&classificationIds[n]).
 */
export interface CatalogCourse extends LdiCourse {
  /** 0..100 */
  progress: number;
  is_favorite: boolean;
}

/** Search v2 body (spec 2 §3 'Search body'). */
export interface CourseSearchBody {
  q: string;
  entity_types: string[];
  shelves?: string[];
  page: number;
  per_page: number;
  filters?: { onlyHasAccess?: boolean };
  with_available_filters?: boolean;
}

/** One course found by search v2 (my-courses aggregated, courses shelves). */
export interface CourseSearchHit {
  id: number;
  slug: string;
  title: string;
  description: string;
  teachers: { id: number; name: string }[];
  has_access: boolean;
}

/** One shelf of POST /bff/search/v2/courses/shelves (and /{id}): a named row of courses. */
export interface CourseShelf {
  id: string;
  title: string;
  /** the kind of entries ('courses', 'ldis'...), the {type} of /todos-os-cursos/estante/{id}/{type} */
  type: string;
  items: CourseSearchHit[];
  total: number;
}

/** A video of a course class (GET /v3/courses/{id}). */
export interface CourseVideo {
  id: number;
  title: string;
  /** seconds */
  duration: number;
  done: boolean;
}

/** A class of a course, with its videos and done mark (GET /v3/courses/{id}). */
export interface CourseClass {
  id: number;
  title: string;
  position: number;
  done: boolean;
  videos: CourseVideo[];
}

/** GET /v3/courses/{id}: the student's state of one course. */
export interface CourseDetail {
  id: number;
  slug: string;
  title: string;
  done: boolean;
  /** 0..100, share of classes done */
  progress: number;
  is_my_course: boolean;
  classes: CourseClass[];
}

/** POST /v3/courses/event-logs: what the student did in a course. */
export interface CourseEventLog {
  course_id: number;
  class_id?: number;
  /** 'course_opened', 'course_done', 'class_done'... */
  event: string;
}

/** GET /v3/mci/courses/{id}/estimate_durations: expected study time of the course and each chapter. */
export interface CourseEstimateDurations {
  course_id: number;
  /** seconds */
  seconds: number;
  chapters: { chapter_id: number; seconds: number }[];
}
