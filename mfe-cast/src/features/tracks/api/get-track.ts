import { queryOptions } from '@tanstack/react-query';
import type { CastReactedTrack, HttpClients } from 'shared-contracts';
import { isCastReactedTrack } from '../../../lib/cast-guards';
import { castService } from '../../../lib/cast-response';
import { CAST_QUERY_KEYS } from '../../../lib/cast-query-keys';

/** GET /v3/cast/tracks/{id}: one track (album, duration, teachers, the student's position and heard state). */
export function getTrack(http: HttpClients, id: number, signal?: AbortSignal): Promise<CastReactedTrack> {
  return castService(
    'getTrack',
    () => http.api.get(`v3/cast/tracks/${encodeURIComponent(id)}`, { signal }).json<unknown>(),
    isCastReactedTrack,
    'faixa',
  );
}

export function trackQuery(http: HttpClients, id: number) {
  return queryOptions({
    queryKey: CAST_QUERY_KEYS.track(id),
    queryFn: ({ signal }) => getTrack(http, id, signal),
  });
}
