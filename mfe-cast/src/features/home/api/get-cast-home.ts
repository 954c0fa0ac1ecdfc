import { queryOptions } from '@tanstack/react-query';
import type { CastHome, HttpClients } from 'shared-contracts';
import { isCastHome } from '../../../lib/cast-guards';
import { castCall } from '../../../lib/cast-response';
import { CAST_QUERY_KEYS } from '../../../lib/cast-query-keys';

/** GET /v3/cast/home: shelves of albums for the student's vertical. */
export function getCastHome(http: HttpClients, signal?: AbortSignal): Promise<CastHome> {
  return castCall(
    () => http.api.get('v3/cast/home', { signal }).json<unknown>(),
    isCastHome,
    'início do Cast',
  );
}

/** The cast home (also the source of each shelf page). */
export function castHomeQuery(http: HttpClients) {
  return queryOptions({ queryKey: CAST_QUERY_KEYS.home, queryFn: ({ signal }) => getCastHome(http, signal) });
}
