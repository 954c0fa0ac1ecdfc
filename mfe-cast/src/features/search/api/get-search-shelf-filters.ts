import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CastShelfFilterPage, HttpClients } from 'shared-contracts';
import { SHELVES_PER_PAGE } from '../../../constants';
import { isCastShelfFilterPage } from '../../../lib/cast-guards';
import { castService } from '../../../lib/cast-response';
import { CAST_QUERY_KEYS } from '../../../lib/cast-query-keys';

/** GET /bff/search/v2/filters/cast/shelves?q&page&per_page=10: the shelves the cast search can be narrowed to. */
export function getSearchShelfFilters(
  http: HttpClients,
  term: string,
  page: number,
  signal?: AbortSignal,
): Promise<CastShelfFilterPage> {
  const searchParams = new URLSearchParams({
    q: term.trim(),
    page: String(page),
    per_page: String(SHELVES_PER_PAGE),
  });
  return castService(
    'getSearchShelfFilters',
    () => http.api.get('bff/search/v2/filters/cast/shelves', { searchParams, signal }).json<unknown>(),
    isCastShelfFilterPage,
    'filtro de estantes',
  );
}

export function searchShelfFiltersQuery(http: HttpClients, page: number, term = '') {
  return queryOptions({
    queryKey: CAST_QUERY_KEYS.searchShelfFilters(term.trim(), page),
    queryFn: ({ signal }) => getSearchShelfFilters(http, term, page, signal),
    // the options on screen stay while the next page loads
    placeholderData: keepPreviousData,
  });
}
