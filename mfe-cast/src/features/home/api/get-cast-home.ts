import { queryOptions } from '@tanstack/react-query';
import type { CastHomeWithActivities, HttpClients } from 'shared-contracts';
import { isCastHomeWithActivities } from '../../../lib/cast-guards';
import { castService } from '../../../lib/cast-response';
import { CAST_QUERY_KEYS } from '../../../lib/cast-query-keys';

/** GET /v3/cast/home: shelves of albums for the student's vertical and their recent activities. */
export function getCastHome(http: HttpClients, signal?: AbortSignal): Promise<CastHomeWithActivities> {
  return castService(
    'getCastHome',
    () => http.api.get('v3/cast/home', { signal }).json<unknown>(),
    isCastHomeWithActivities,
    'início do Cast',
  );
}

/** The cast home. */
export function castHomeQuery(http: HttpClients) {
  return queryOptions({ queryKey: CAST_QUERY_KEYS.home, queryFn: ({ signal }) => getCastHome(http, signal) });
}
