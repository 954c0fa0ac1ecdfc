import { QUESTION_FILTERS_STORAGE_KEY, userStorageKey } from 'shared-contracts';
import { EMPTY_FILTER_STATE, type FilterState } from './filter-store';

/** Where a visitor's filter state is cached in the browser (spec 1 §3: cached locally). */
export const FILTER_CACHE_KEY = 'mfe-questions:question-filters';

/**
 * Where the filter state of `userId` is cached: each student's own key (`user:{id}:question-filters`, which
 * Sair clears), a visitor's FILTER_CACHE_KEY.
 */
export function filterCacheKey(userId: number | null): string {
  return userId === null ? FILTER_CACHE_KEY : userStorageKey(userId, QUESTION_FILTERS_STORAGE_KEY);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.getPrototypeOf(value) === Object.prototype
  );
}

/**
 * The cached filter state, applied only if it is a plain object (spec 1 §5); fields of the wrong kind
 * fall back to their empty value, so a stale or tampered cache never breaks the page.
 */
export function readFilterCache(
  storage: Pick<Storage, 'getItem'> | undefined,
  userId: number | null = null,
): FilterState {
  let cached: unknown;
  try {
    const raw = storage?.getItem(filterCacheKey(userId));
    cached = raw ? JSON.parse(raw) : null;
  } catch {
    return EMPTY_FILTER_STATE;
  }
  if (!isPlainObject(cached)) return EMPTY_FILTER_STATE;
  const arrayOr = <T>(value: unknown, fallback: T[]): T[] =>
    Array.isArray(value) ? (value as T[]) : fallback;
  return {
    filters: isPlainObject(cached.filters)
      ? (cached.filters as FilterState['filters'])
      : EMPTY_FILTER_STATE.filters,
    includeExclude: arrayOr(cached.includeExclude, EMPTY_FILTER_STATE.includeExclude),
    selectedIds: arrayOr(cached.selectedIds, EMPTY_FILTER_STATE.selectedIds),
    tree: arrayOr(cached.tree, EMPTY_FILTER_STATE.tree),
    searchTerm: typeof cached.searchTerm === 'string' ? cached.searchTerm : '',
    searchBarText: typeof cached.searchBarText === 'string' ? cached.searchBarText : '',
    searchBarCount: typeof cached.searchBarCount === 'number' ? cached.searchBarCount : 0,
    highlightedGroupIndexes: arrayOr(cached.highlightedGroupIndexes, []),
  };
}

export function writeFilterCache(
  storage: Pick<Storage, 'setItem'> | undefined,
  state: FilterState,
  userId: number | null = null,
): void {
  try {
    storage?.setItem(filterCacheKey(userId), JSON.stringify(state));
  } catch {
    // storage full or blocked (private mode): the filters still work for this visit
  }
}
