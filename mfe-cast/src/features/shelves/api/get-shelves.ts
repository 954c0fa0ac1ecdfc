import { queryOptions } from '@tanstack/react-query';
import type { CastShelfPage, HttpClients } from 'shared-contracts';
import { FAVORITES_PER_PAGE, FIRST_PAGE } from '../../../constants';
import { isCastShelfPage } from '../../../lib/cast-guards';
import { castService } from '../../../lib/cast-response';
import { CAST_QUERY_KEYS } from '../../../lib/cast-query-keys';

/** GET /v3/cast/shelves/published: every published shelf (one page: they are few). */
export function getShelves(http: HttpClients, signal?: AbortSignal): Promise<CastShelfPage> {
  const searchParams = new URLSearchParams({
    page: String(FIRST_PAGE),
    per_page: String(FAVORITES_PER_PAGE),
  });
  return castService(
    'getShelves',
    () => http.api.get('v3/cast/shelves/published', { searchParams, signal }).json<unknown>(),
    isCastShelfPage,
    'estantes',
  );
}

export function shelvesQuery(http: HttpClients) {
  return queryOptions({
    queryKey: CAST_QUERY_KEYS.shelves,
    queryFn: ({ signal }) => getShelves(http, signal),
  });
}
