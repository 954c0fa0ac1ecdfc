import type { LdiCompletedDocument, LdiCourseProgress, LdiCourseSeconds } from 'shared-contracts';
import type { TestRoutes } from 'shared-contracts/testing';

/** courses-progress of the fixtures' two courses (not the list's own 33 % and 0 %, to tell them apart). */
export const COURSES_PROGRESS: LdiCourseProgress[] = [
  { course_id: 1001, percentage: 40, completed_items: 4, total_items: 10 },
  { course_id: 1002, percentage: 100, completed_items: 9, total_items: 9 },
];
/** Time spent: 1h 35min in the first course, half a minute in the second (not shown), and another course. */
export const TIME_SPENT: LdiCourseSeconds[] = [
  { course_id: 1001, seconds: 5700 },
  { course_id: 1002, seconds: 30 },
  { course_id: 1003, seconds: 7200 },
];
/** Estimated durations: 2h 10min and 1h. */
export const ESTIMATES: LdiCourseSeconds[] = [
  { course_id: 1001, seconds: 7800 },
  { course_id: 1002, seconds: 3600 },
];
/** The second course is completed. */
export const COMPLETED_DOCUMENTS: LdiCompletedDocument[] = [
  { document_id: 1001, completed: false },
  { document_id: 1002, completed: true },
];

/** The figures the course list of /todos-os-cursos asks for its cards. */
export const LIST_FIGURES_ROUTES: TestRoutes = {
  'GET /v3/mci/courses-progress': { data: COURSES_PROGRESS },
  'GET /bff/mci/study_time/courses/time-spent': { data: TIME_SPENT },
  'GET /bff/mci/courses/estimate_durations': { data: ESTIMATES },
  'POST /v3/mci/completed-documents/get': { data: COMPLETED_DOCUMENTS },
};
