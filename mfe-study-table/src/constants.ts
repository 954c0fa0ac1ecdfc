/** Constants of the study table area (spec 2 §2, §7, §9), each named once. */

/** This area's name: its logs, its error boundary and the first part of every query key. */
export const AREA_NAME = 'mfe-study-table';

/** Where a recent activity opens, by type (owned by mfe-questions; the host intercepts the link). */
export const NOTEBOOK_PATH = '/cadernos-e-simulados/cadernos';
export const EXAM_PATH = '/cadernos-e-simulados/simulados';

/** Where the empty states send the student to find questions (mfe-questions). */
export const QUESTION_SEARCH_PATH = '/questoes/buscar';

/** The performance page's default period: the last 30 days including today. */
export const PERFORMANCE_DEFAULT_DAYS = 30;

/** Paths of this area. */
export const STUDY_TABLE_PATH = '/mesa-de-estudo';
export const ONGOING_PATH = '/estudos-em-andamento';
export const RANKINGS_PATH = '/rankings';
export const LIVE_CLASSES_PATH = '/aulas-ao-vivo';
export const HIGHLIGHTS_PATH = '/destaques';

/** Recommended courses for the student's goal (spec 2 §9). */
export const RECOMMENDED_COURSES_LIMIT = 3;

/** Where courses open (the ldi area) and where goals are chosen (mfe-goals). */
export const COURSE_PATH = '/todos-os-cursos';
export const GOALS_PATH = '/objetivos';
export const FAVORITES_PATH = '/favoritos';

/** How many favourites the dashboard card lists before 'Ver todos os favoritos'. */
export const DASHBOARD_FAVORITES_SHOWN = 5;

/**
 * Base of the webcast API's calls (spec 3 §7 gives them without one): under the main API's /v3, since
 * /webcast/* itself is this area's page and is not proxied to the API.
 */
export const WEBCAST_API = 'v3/webcast';
