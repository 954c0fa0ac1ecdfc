import { queryOptions } from '@tanstack/react-query';
import type { CastAlbumWithReactions, HttpClients } from 'shared-contracts';
import { isCastAlbumWithReactions } from '../../../lib/cast-guards';
import { castService } from '../../../lib/cast-response';
import { CAST_QUERY_KEYS } from '../../../lib/cast-query-keys';

/** GET /v3/cast/albums/published/{id}: the album with its tracks in order (heard, position and the student's reaction). */
export function getAlbum(
  http: HttpClients,
  id: string,
  signal?: AbortSignal,
): Promise<CastAlbumWithReactions> {
  return castService(
    'getAlbum',
    () => http.api.get(`v3/cast/albums/published/${encodeURIComponent(id)}`, { signal }).json<unknown>(),
    isCastAlbumWithReactions,
    'álbum',
  );
}

/** One album with its tracks (prefetched when the student points at its card). */
export function albumQuery(http: HttpClients, id: string | number) {
  return queryOptions({
    queryKey: CAST_QUERY_KEYS.album(id),
    queryFn: ({ signal }) => getAlbum(http, String(id), signal),
  });
}
