/** Constants of the goals area (spec 2 §2, §5, §7, §9), each named once. */
import type { GoalContentType, GoalSearchType } from 'shared-contracts';

export const GOALS_PATH = '/objetivos';
export const NEW_GOAL_PATH = '/objetivos/novo-objetivo';
export const EXPLORE_PATH = '/explorar';
export const WIZARD_PATH = '/objetivos/bem-vindo';
export const SEARCH_RESULTS_PATH = '/objetivos/resultado-pesquisa';
export const SHELVES_PATH = '/objetivos/estante';
/**
 * The search parameter of a paged list's page (the explorer, the search results, a goal's contents, the
 * student's goals, the shelves and a shelf).
 */
export const PAGE_PARAM = 'pagina';
/** A shelf's filters in the address: its chosen areas (repeated: ?area=1&area=5) and only the highlights. */
export const SHELF_AREA_PARAM = 'area';
export const SHELF_HIGHLIGHT_PARAM = 'destaques';
/** A goal's contents in the address: the tab (content type), its discipline and the review discursives. */
export const CONTENT_TAB_PARAM = 'aba';
export const CONTENT_DISCIPLINE_PARAM = 'disciplina';
export const CONTENT_REVIEW_PARAM = 'revisao';
export const goalPath = (id: number | string) => `/objetivos/${id}`;
export const shelfPath = (id: number | string) => `/objetivos/estante/${id}`;

/** Name of this area in service logs (spec 2 §8). */
export const AREA_NAME = 'mfe-goals';

/** The search types GET /bff/goals accepts (spec 2 §4, §5). */
export const GOAL_SEARCH_TYPES: readonly GoalSearchType[] = ['classification', 'highlight'];
/** The exact error of spec 2 §5 for any other search type. */
export const INVALID_SEARCH_TYPE_MESSAGE =
  'Invalid search type. Valid search types are: classification, highlight.';

/** Toggler that holds the explorer's side-menu title (spec 1 §6). */
export const GOAL_EXPLORER_TOGGLER_KEY = 'goal-explorer';
/** Title used when the toggler has none or fails ('Explorar objetivos', in the vertical's word). */
export const goalExplorerDefaultTitle = (many: string) => `Explorar ${many}`;

/** Contents listed per page of a goal's tab (spec 2 §9: goal content perPage 1). */
export { GOAL_CONTENT_PER_PAGE as GOAL_CONTENTS_PER_PAGE } from 'shared-contracts';
/** Goals per page everywhere goals are listed (spec 2 §9: goals page size 15). */
export { GOALS_PAGE_SIZE } from 'shared-contracts';
/** Shelves per page of the goal shelves search (spec 2 §3, §9: search page 1, per_page 10). */
export { SEARCH_PER_PAGE as GOAL_SHELVES_PER_PAGE } from 'shared-contracts';
/** The entity type of the goal shelf searches (entity_types of the search body, spec 2 §3). */
export const GOALS_ENTITY_TYPE = 'goals';

/** The content tabs of a goal, in order (spec 2 §2: courses, ldi, discursives, vip room, trails, tutorings, cast). */
export const GOAL_CONTENT_TYPES: readonly GoalContentType[] = [
  'cursos',
  'ldi',
  'discursivas',
  'salavip',
  'trails',
  'monitorings',
  'cast',
];

/** Explorer modes as they appear in the address (?tipo=), mapped to the API's search types. */
export const EXPLORER_MODES: Readonly<Record<string, GoalSearchType>> = {
  destaques: 'highlight',
  areas: 'classification',
};
