import { queryOptions } from '@tanstack/react-query';
import type { CastShelfDetail, HttpClients } from 'shared-contracts';
import { isCastShelfDetail } from '../../../lib/cast-guards';
import { castService } from '../../../lib/cast-response';
import { CAST_QUERY_KEYS } from '../../../lib/cast-query-keys';

/** GET /v3/cast/shelves/{id}?album_name: one shelf and its albums, filtered by album name when given. */
export function getShelf(
  http: HttpClients,
  id: string,
  albumName: string,
  signal?: AbortSignal,
): Promise<CastShelfDetail> {
  const searchParams = new URLSearchParams();
  if (albumName.trim()) searchParams.set('album_name', albumName.trim());
  return castService(
    'getShelf',
    () => http.api.get(`v3/cast/shelves/${encodeURIComponent(id)}`, { searchParams, signal }).json<unknown>(),
    isCastShelfDetail,
    'estante',
  );
}

export function shelfQuery(http: HttpClients, id: string | number, albumName: string) {
  return queryOptions({
    queryKey: CAST_QUERY_KEYS.shelf(id, albumName.trim()),
    queryFn: ({ signal }) => getShelf(http, String(id), albumName, signal),
  });
}
