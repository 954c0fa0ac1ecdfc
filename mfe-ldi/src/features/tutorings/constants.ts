/** Constants of the tutorings (monitorias) feature, each named once. */
import { TUTORINGS_PATH } from '../../constants';

/** Spec 2 §7: every tutoring call is under /v3/tutorings (main API client). */
export const TUTORINGS_API = 'v3/tutorings';
/** The entity of search v2 (shelves). */
export const TUTORINGS_ENTITY = 'tutorings';
/** The shelf type of the featured tutorings (/monitorias/estante/destaques). */
export const FEATURED_SHELF = 'destaques';
export const FEATURED_SHELF_PATH = `${TUTORINGS_PATH}/estante/${FEATURED_SHELF}`;

/** Search parameter of the catalogue page's search term (the chosen classifications: `AREA_PARAM`). */
export const TERM_PARAM = 'q';
/** Search parameter of the tutoring page holding the open class. */
export const CLASS_PARAM = 'aula';
/**
 * Search parameter of the tutoring page holding the open tab (?aba=historico), so a reload or a sign-in round
 * trip reopens it; without it (or with a tab the page does not have) the classes' tab is open.
 */
export const TAB_PARAM = 'aba';
/** The tutoring page's tabs: its classes (the first, kept out of the address) and the student's history. */
export const CLASSES_TAB = 'aulas';
export const HISTORY_TAB = 'historico';

/** How many of the student's latest events the tutoring page shows. */
export const HISTORY_LIMIT = 20;
