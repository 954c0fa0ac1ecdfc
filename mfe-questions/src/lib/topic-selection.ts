import type { QuestionSearchFilter, QuestionSearchFilters } from 'shared-contracts';
import { pageParam } from 'shared-design-system/area';
import { FILTER_ORIGIN, LISTING_PARAMS } from '../constants';

/** Filter entities the API knows for topics. */
export const ENTITY_DISCIPLINE = 'disciplina';
export const ENTITY_SUBJECT = 'assunto';

/** The disciplines and subjects a student picked on the question selection. */
export interface TopicSelection {
  disciplines: number[];
  subjects: number[];
}

export const EMPTY_SELECTION: TopicSelection = { disciplines: [], subjects: [] };

export function isEmptySelection(selection: TopicSelection): boolean {
  return selection.disciplines.length === 0 && selection.subjects.length === 0;
}

function includeFilter(entity: string, ids: number[]): QuestionSearchFilter {
  return { entity, entity_ids: ids, add: true, filtro_includente: true, origin: FILTER_ORIGIN };
}

/**
 * The search filters of a selection. Disciplines and subjects picked together mean "either": a matrix
 * with one row per entity (every row has its includente filter, spec 2 §5); one kind alone is a list.
 */
export function buildSearchFilters(selection: TopicSelection): QuestionSearchFilters {
  const rows: QuestionSearchFilter[][] = [];
  if (selection.disciplines.length > 0) rows.push([includeFilter(ENTITY_DISCIPLINE, selection.disciplines)]);
  if (selection.subjects.length > 0) rows.push([includeFilter(ENTITY_SUBJECT, selection.subjects)]);
  if (rows.length === 1) return rows[0] as QuestionSearchFilter[];
  return rows;
}

function ids(value: string | null): number[] {
  if (!value) return [];
  const unique = new Set(
    value
      .split(',')
      .filter((id) => /^\d+$/.test(id))
      .map(Number),
  );
  return [...unique];
}

/** Selection, search term and page of the listing's query string. */
export function readListingParams(params: URLSearchParams): {
  selection: TopicSelection;
  term: string;
  page: number;
} {
  return {
    selection: {
      disciplines: ids(params.get(LISTING_PARAMS.disciplines)),
      subjects: ids(params.get(LISTING_PARAMS.subjects)),
    },
    term: params.get(LISTING_PARAMS.term)?.trim() ?? '',
    page: pageParam(params.get(LISTING_PARAMS.page)),
  };
}

/** The listing's query string ('disciplina=1,2&assunto=101'), without the page when it is the first. */
export function listingSearch(selection: TopicSelection, term = '', page = 1): string {
  const params = new URLSearchParams();
  if (selection.disciplines.length > 0)
    params.set(LISTING_PARAMS.disciplines, selection.disciplines.join(','));
  if (selection.subjects.length > 0) params.set(LISTING_PARAMS.subjects, selection.subjects.join(','));
  if (term.trim()) params.set(LISTING_PARAMS.term, term.trim());
  if (page > 1) params.set(LISTING_PARAMS.page, String(page));
  // commas stay readable in shared links
  return params.toString().replace(/%2C/g, ',');
}
