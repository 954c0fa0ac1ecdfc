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

/** How many of the student's latest events the tutoring page shows. */
export const HISTORY_LIMIT = 20;
