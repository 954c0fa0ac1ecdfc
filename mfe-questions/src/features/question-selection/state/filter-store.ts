import type {
  FormattedQuestionFilter,
  QuestionFilter,
  QuestionFilterGroup,
  QuestionFilterStore,
} from 'shared-contracts';
import { FILTER_ORIGIN } from '../../../constants';

/**
 * The question filter store (spec 1 §3) as plain data and pure updates, so every rule is testable
 * without React; question-filters-atom.ts keeps it in the area's jotai store and caches it locally.
 */

/** Spec 2 §5, exact messages. */
export const NO_INCLUDENTE_MESSAGE = 'Requisição inválida: não existe filtro includente em filters';
export const MATRIX_ROW_MESSAGE =
  'Requisição inválida: existe um array na matriz que não possui filtro includente';

/** Filter keys (= API entities) of this area. Topics (disciplines, subjects) are alternatives: one row each. */
export const TOPIC_KEYS = ['disciplina', 'assunto'] as const;
export const QUESTION_ENTITY = 'questao';

/** An entry of the include/exclude list: a question id added to (add) or removed from the results. */
export interface IncludeExcludeFilter extends QuestionFilter {
  add: boolean;
}

export interface FilterState extends QuestionFilterStore {
  includeExclude: IncludeExcludeFilter[];
}

export const EMPTY_FILTER_STATE: FilterState = {
  filters: {},
  includeExclude: [],
  selectedIds: [],
  tree: [],
  searchTerm: '',
  searchBarText: '',
  searchBarCount: 0,
  highlightedGroupIndexes: [],
};

/** A filter the student picked: included and includente (it defines which questions are searched). */
export function pickedFilter(entity: string, id: number | string, path: string): QuestionFilter {
  return { id, entity, path, filtro_includente: true, origin: FILTER_ORIGIN, filterKey: entity };
}

function selectionKey(filter: Pick<QuestionFilter, 'entity' | 'id'>): string {
  return `${filter.entity}:${filter.id}`;
}

function withoutHighlights(state: FilterState): FilterState {
  return state.highlightedGroupIndexes.length === 0 ? state : { ...state, highlightedGroupIndexes: [] };
}

/** Adds or removes a picked filter (main list of its key), keeping selectedIds in step. */
export function toggleFilter(
  state: FilterState,
  filter: QuestionFilter,
  list: keyof QuestionFilterGroup = 'main',
): FilterState {
  const group = state.filters[filter.filterKey] ?? { main: [], secondary: [] };
  const key = selectionKey(filter);
  const present = group[list].some((f) => selectionKey(f) === key);
  const nextGroup: QuestionFilterGroup = {
    ...group,
    [list]: present ? group[list].filter((f) => selectionKey(f) !== key) : [...group[list], filter],
  };
  const filters = { ...state.filters };
  if (nextGroup.main.length === 0 && nextGroup.secondary.length === 0) delete filters[filter.filterKey];
  else filters[filter.filterKey] = nextGroup;
  const selectedIds = present
    ? state.selectedIds.filter((id) => id !== key)
    : [...state.selectedIds.filter((id) => id !== key), key];
  return withoutHighlights({ ...state, filters, selectedIds });
}

/** Whether a filter is picked (its entity:id is among the selected ids). */
export function isSelected(state: FilterState, entity: string, id: number | string): boolean {
  return state.selectedIds.includes(selectionKey({ entity, id }));
}

export type IncludeExcludeResult = { state: FilterState; added: boolean };

/** Adds a question id to the include (add) or exclude list; an id already in either list is ignored. */
export function addIncludeExclude(
  state: FilterState,
  questionId: number,
  add: boolean,
): IncludeExcludeResult {
  if (state.includeExclude.some((f) => String(f.id) === String(questionId))) return { state, added: false };
  const entry: IncludeExcludeFilter = {
    id: questionId,
    entity: QUESTION_ENTITY,
    path: `${QUESTION_ENTITY}.${questionId}`,
    filtro_includente: add,
    origin: FILTER_ORIGIN,
    filterKey: QUESTION_ENTITY,
    add,
  };
  return {
    state: withoutHighlights({ ...state, includeExclude: [...state.includeExclude, entry] }),
    added: true,
  };
}

export function removeIncludeExclude(state: FilterState, questionId: number | string): FilterState {
  return {
    ...state,
    includeExclude: state.includeExclude.filter((f) => String(f.id) !== String(questionId)),
  };
}

export function setSearchTerm(state: FilterState, searchTerm: string): FilterState {
  return { ...state, searchTerm };
}

/** What the search bar shows after a count. */
export function setSearchBar(state: FilterState, searchBarText: string, searchBarCount: number): FilterState {
  return { ...state, searchBarText, searchBarCount };
}

export function setHighlightedGroups(state: FilterState, indexes: number[]): FilterState {
  return { ...state, highlightedGroupIndexes: indexes };
}

/** Expanded nodes of the topics tree (discipline ids). */
export function toggleTreeNode(state: FilterState, id: number): FilterState {
  return {
    ...state,
    tree: state.tree.includes(id) ? state.tree.filter((node) => node !== id) : [...state.tree, id],
  };
}

export function clearFilters(state: FilterState): FilterState {
  return { ...EMPTY_FILTER_STATE, tree: state.tree };
}

/** Merges filters of one entity and flag into one formatted filter (entity, entity_ids, add, filtro_includente, origin). */
function format(filters: Array<QuestionFilter & { add?: boolean }>): FormattedQuestionFilter[] {
  const merged = new Map<string, FormattedQuestionFilter>();
  for (const filter of filters) {
    const add = filter.add ?? true;
    const key = `${filter.entity}|${add}|${filter.filtro_includente}|${filter.origin}`;
    const current = merged.get(key);
    if (current) {
      if (!current.entity_ids.includes(filter.id)) current.entity_ids.push(filter.id);
    } else {
      merged.set(key, {
        entity: filter.entity,
        entity_ids: [filter.id],
        add,
        filtro_includente: filter.filtro_includente,
        origin: filter.origin,
      });
    }
  }
  return [...merged.values()];
}

function allOf(group: QuestionFilterGroup | undefined): QuestionFilter[] {
  return group ? [...group.main, ...group.secondary] : [];
}

type RowFilter = QuestionFilter & { add?: boolean };

/**
 * The picked filters as rows. Topics picked under different keys, and questions included by id, are
 * alternatives (one row each); the other picked filters and the excluded ids narrow every row.
 */
export function filterRows(state: FilterState): RowFilter[][] {
  const topicKeys = new Set<string>(TOPIC_KEYS);
  const narrowing = Object.entries(state.filters)
    .filter(([key]) => !topicKeys.has(key))
    .flatMap(([, group]) => allOf(group));
  const excluded = state.includeExclude.filter((f) => !f.add);
  const topicRows = TOPIC_KEYS.map((key) => allOf(state.filters[key])).filter((row) => row.length > 0);
  const included = state.includeExclude.filter((f) => f.add);
  // exclusions alone make no row of their own next to included ids (they narrow that row instead)
  const bases = topicRows.length > 0 ? topicRows : narrowing.length > 0 || included.length === 0 ? [[]] : [];
  const rows: RowFilter[][] = bases.map((row) => [...row, ...narrowing, ...excluded]);
  if (included.length > 0) rows.push([...included, ...excluded]);
  return rows.filter((row) => row.length > 0);
}

/** The formatted filters sent to search, count, notebook and exam creation; one row is sent as a plain list. */
export function formatFilters(state: FilterState): FormattedQuestionFilter[] | FormattedQuestionFilter[][] {
  const rows = filterRows(state).map(format);
  if (rows.length === 0) return [];
  return rows.length === 1 ? (rows[0] as FormattedQuestionFilter[]) : rows;
}

/** Whether only topics were picked (the listing can then carry them in its URL). */
export function topicsOnly(state: FilterState): boolean {
  const topicKeys = new Set<string>(TOPIC_KEYS);
  return state.includeExclude.length === 0 && Object.keys(state.filters).every((key) => topicKeys.has(key));
}

export function isEmptyFilterState(state: FilterState): boolean {
  return Object.keys(state.filters).length === 0 && state.includeExclude.length === 0;
}

export interface IncludenteError {
  message: string;
  /** rows (groups) of the matrix without an includente filter */
  groups: number[];
}

/**
 * Spec 2 §5: a list needs one includente filter; in a matrix every row needs one. Checked before any
 * search, count or creation, so the student sees the rule without a round trip.
 */
export function validateIncludente(
  filters: FormattedQuestionFilter[] | FormattedQuestionFilter[][],
): IncludenteError | null {
  const isMatrix = filters.length > 0 && filters.every(Array.isArray);
  const rows = isMatrix ? (filters as FormattedQuestionFilter[][]) : [filters as FormattedQuestionFilter[]];
  const missing = rows.flatMap((row, index) => (row.some((f) => f.filtro_includente) ? [] : [index]));
  if (missing.length === rows.length) return { message: NO_INCLUDENTE_MESSAGE, groups: missing };
  if (missing.length > 0) return { message: MATRIX_ROW_MESSAGE, groups: missing };
  return null;
}
