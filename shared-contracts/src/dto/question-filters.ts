/** The question filter store of the shell (spec 1 §3), cached locally. Field names as the API uses them. */

/** Where a filter came from (free text in the API). */
export type FilterOrigin = string;

/** One selected filter. */
export interface QuestionFilter {
  id: number | string;
  entity: string;
  path: string;
  filtro_includente: boolean;
  origin: FilterOrigin;
  filterKey: string;
}

/** The filters of one key: main and secondary lists. */
export interface QuestionFilterGroup {
  main: QuestionFilter[];
  secondary: QuestionFilter[];
}

/** The whole store. */
export interface QuestionFilterStore {
  /** filter key → its filters */
  filters: Record<string, QuestionFilterGroup>;
  /** filters included or excluded as a whole */
  includeExclude: QuestionFilter[];
  selectedIds: Array<number | string>;
  tree: unknown[];
  searchTerm: string;
  searchBarText: string;
  searchBarCount: number;
  highlightedGroupIndexes: number[];
}

/** A filter as sent to the API. */
export interface FormattedQuestionFilter {
  entity: string;
  entity_ids: Array<number | string>;
  add: boolean;
  filtro_includente: boolean;
  origin: FilterOrigin;
}
