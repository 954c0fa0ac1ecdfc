import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CastShelfPage, HttpClients } from 'shared-contracts';
import { SHELVES_PER_PAGE } from '../../../constants';
import { isCastShelfPage } from '../../../lib/cast-guards';
import { castService } from '../../../lib/cast-response';
import { CAST_QUERY_KEYS } from '../../../lib/cast-query-keys';

/** GET /v3/cast/shelves/published?page&per_page=10: the published shelves, one page of them. */
export function getShelves(http: HttpClients, page: number, signal?: AbortSignal): Promise<CastShelfPage> {
  const searchParams = new URLSearchParams({ page: String(page), per_page: String(SHELVES_PER_PAGE) });
  return castService(
    'getShelves',
    () => http.api.get('v3/cast/shelves/published', { searchParams, signal }).json<unknown>(),
    isCastShelfPage,
    'estantes',
  );
}

export function shelvesQuery(http: HttpClients, page: number) {
  return queryOptions({
    queryKey: CAST_QUERY_KEYS.shelves(page),
    queryFn: ({ signal }) => getShelves(http, page, signal),
    // the page on screen stays while the next one loads
    placeholderData: keepPreviousData,
  });
}
