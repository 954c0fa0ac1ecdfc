/**
 * Business constants of the specs (spec 1 §9, spec 2 §9, spec 3 §9), each named once.
 * Durations: *_MS milliseconds, *_S seconds.
 */

// ── locale ──────────────────────────────────────────────────────────────────────────────────────────
export const LOCALE = 'pt-BR';
export const TIME_ZONE = 'America/Sao_Paulo';
export const COUNTRY_CODE = 'BR';
export const CURRENCY = 'BRL';

// ── names, folders, breadcrumbs (spec 1 §5, §9) ─────────────────────────────────────────────────────
/** notebook, folder and exam names */
export const NAME_MAX_LENGTH = 100;
export const NAME_MAX_LENGTH_HINT = 'Máximo de 100 caracteres';
/** folder picker page size (type FOLDER) */
export const FOLDER_PAGE_SIZE = 1000;
/** the root folder path */
export const ROOT_FOLDER_PATH = 'base';
export const BREADCRUMB_SEGMENT_MAX = 18;
/** folder names in lists: long and compact truncation */
export const LIST_NAME_MAX = 50;
export const LIST_NAME_MAX_COMPACT = 18;
/** prefix of a duplicate's default name */
export const DUPLICATE_NAME_PREFIX = 'Cópia de ';

// ── exams ───────────────────────────────────────────────────────────────────────────────────────────
export const EXAM_DURATION_DEFAULT_S = 3600;
export const EXAM_DURATION_STEP_S = 900;
export const EXAM_DURATION_MIN_S = 900;
/** duration used by the edit form when the server's cannot be loaded */
export const EXAM_EDIT_DURATION_DEFAULT_MIN = 60;

// ── audio (spec 1 §9, spec 2 §9) ────────────────────────────────────────────────────────────────────
export const AUDIO_POSITION_SAVE_MS = 5000;
/** rewind and fast-forward */
export const AUDIO_SEEK_STEP_S = 10;
export const AUDIO_VOLUME_STEP = 0.05;
export const AUDIO_VOLUME_MIN = 0;
export const AUDIO_VOLUME_MAX = 1;
export const AUDIO_SPEEDS: readonly number[] = [0.5, 0.8, 1, 1.2, 1.5, 2, 3];
/** a saved position this close to the end restarts the track at 0 */
export const AUDIO_RESTART_THRESHOLD_S = 30;

// ── shell timings ───────────────────────────────────────────────────────────────────────────────────
export const PROGRESS_BAR_THROTTLE_MS = 200;
export const PROGRESS_BAR_DURATION_MS = 5000;
export const SEARCH_MIN_CHARS = 3;
export const SEARCH_DEBOUNCE_MS = 500;
/** spec 1 §9: the notification badge shows '9+' above 10 (read literally: 11 and more) */
export const NOTIFICATION_BADGE_THRESHOLD = 10;
export const NOTIFICATION_BADGE_OVERFLOW_LABEL = '9+';
export const PAGE_HISTORY_MAX = 10;
export const SURVEY_DELAY_MS = 5000;
export const BETA_TOAST_MS = 1500;
/** upselling panel re-shows when last seen is older than this (unit not given by the spec; hours assumed) */
export const UPSELL_THRESHOLD_HOURS = 720;
export const UPSELL_CLOSE_DELAY_MS = 300;
export const EVENT_FLUSH_MS = 30000;
export const DOWNLOAD_DISMISS_MS = 2000;
export const REQUEST_RETRIES = 3;
export const PREFETCH_IDLE_MS = 2000;
export const FETCH_MIN_DELAY_MS = 200;
/** a chunk-load failure reloads the page at most once per this */
export const CHUNK_RELOAD_GUARD_MS = 60000;
export const RESIZE_DEBOUNCE_MS = 200;
export const UTM_COOKIE_MAX_AGE_S = 604800;

// ── accessibility ───────────────────────────────────────────────────────────────────────────────────
export const ACCESSIBILITY_FONT_MIN = -2;
export const ACCESSIBILITY_FONT_MAX = 4;
export const ACCESSIBILITY_MODIFIER_MIN = -10;
export const ACCESSIBILITY_MODIFIER_MAX = 10;

// ── ui defaults, tracking, content ──────────────────────────────────────────────────────────────────
export const PREVIOUS_PAGE_DEFAULT = 'o Início';
/** origin of every tracked event */
export const TRACK_ORIGIN = 'front-student';
/** key under which the notebook/exam content texts live */
export const CONTENT_KEY_NOTEBOOKS = 'cadernos-e-simulados';
export const GLOBAL_ALERT_COOKIE = 'global_alert';

// ── pagination (spec 1 §9, spec 2 §9) ───────────────────────────────────────────────────────────────
export const DEFAULT_PAGE = 1;
export const DEFAULT_PER_PAGE = 10;
export const DEFAULT_ORDER = 'DESC';
export const SEARCH_PER_PAGE = 10;
export const SEARCH_PREVIEW_ROWS = 4;
export const CAST_PER_PAGE = 10;
export const FAVORITE_ALBUMS_PER_PAGE = 9999;
export const RANKING_PER_PAGE = 15;
export const NOTEBOOKS_LIST_PER_PAGE = 10;
export const GOALS_PAGE_SIZE = 15;
export const GOAL_CONTENT_PER_PAGE = 1;
export const RECOMMENDED_COURSES_LIMIT = 3;
export const FEATURED_LIMIT = 20;
export const COURSE_CATALOGUE_PER_PAGE = 45;
export const COURSE_CLASSIFICATIONS_PER_PAGE = 150;
/** trails and tutorings */
export const TRAIL_CLASSIFICATIONS_PER_PAGE = 100;
export const CATALOGUE_PER_PAGE = 200;
export const CUSTOM_COURSES_PER_PAGE = 20;
export const LDI_ITEMS_PER_PAGE = 15;
export const LDI_ITEMS_ORDER = 'asc';
export const LDI_VIEW_MODE_DEFAULT = 'complete';
export const ANSWER_ORIGIN = 'QUESTOES';
export const LAST_RESOLVED_INDEX_DEFAULT = 1;
export const DEFAULT_COURSE_TYPE = 'course';

// ── commerce and submissions (spec 3 §9) ────────────────────────────────────────────────────────────
export const PRODUCT_CATALOGUE_PER_PAGE = 16;
export const CATEGORIZED_CATEGORIES = 5;
export const CATEGORIZED_PRODUCTS_PER_CATEGORY = 15;
export const ESSAYS_PER_PAGE = 100;
export const ESSAY_CLASSIFICATIONS_PER_PAGE = 20;
export const ESSAY_INSTITUTION_CLASSIFICATIONS_PER_PAGE = 200;
export const DISCURSIVE_CATALOGUE_PER_PAGE = 20;
export const DISCURSIVE_CATEGORIZED_PER_PAGE = 200;
export const DISCURSIVE_CLASSIFICATIONS_PER_PAGE = 200;
export const COMMENTS_PER_PAGE = 15;
export const VIP_CLASSIFICATIONS_PER_PAGE = 100;
export const VIP_FEATURED_LIMIT = 20;
export const VIP_CATALOG_PER_PAGE = 40;
export const MAX_INSTALLMENTS = 12;
export const CART_STORAGE_KEY = 'cart-products';
export const REFUND_GUARANTEE_DAYS = 30;

/** Cookie remembering from which category a product was opened (spec 3 §9). */
export function categoryOpenedCookieName(productId: number | string): string {
  return `product-id-${productId}-opened-from-category-id`;
}
