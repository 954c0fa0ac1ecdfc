import { queryOptions } from '@tanstack/react-query';
import type { CastShelfFilterOption, HttpClients } from 'shared-contracts';
import { isShelfFilterList } from '../../../lib/cast-guards';
import { castService } from '../../../lib/cast-response';
import { CAST_QUERY_KEYS } from '../../../lib/cast-query-keys';

/** GET /v3/cast/shelves/filters: the shelves a list of albums can be filtered by (favourites). */
export function getShelfFilters(http: HttpClients, signal?: AbortSignal): Promise<CastShelfFilterOption[]> {
  return castService(
    'getShelfFilters',
    () => http.api.get('v3/cast/shelves/filters', { signal }).json<unknown>(),
    isShelfFilterList,
    'filtros de estante',
  );
}

export function shelfFiltersQuery(http: HttpClients) {
  return queryOptions({
    queryKey: CAST_QUERY_KEYS.shelfFilters,
    queryFn: ({ signal }) => getShelfFilters(http, signal),
  });
}
