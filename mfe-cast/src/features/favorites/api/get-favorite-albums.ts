import { queryOptions } from '@tanstack/react-query';
import type { CastAlbumPage, HttpClients } from 'shared-contracts';
import { STALE_TIME } from 'shared-design-system/area';
import { FAVORITES_PAGE, FAVORITES_PER_PAGE } from '../../../constants';
import { isCastAlbumPage } from '../../../lib/cast-guards';
import { castService } from '../../../lib/cast-response';
import { CAST_QUERY_KEYS } from '../../../lib/cast-query-keys';

/**
 * GET /v3/cast/albums/favorites?page=1&per_page=9999[&album_name][&shelf_id]: every favourite album in one
 * page, narrowed by name and shelf when given.
 */
export function getFavoriteAlbums(
  http: HttpClients,
  shelfId: number | null,
  albumName: string,
  signal?: AbortSignal,
): Promise<CastAlbumPage> {
  const searchParams = new URLSearchParams({
    page: String(FAVORITES_PAGE),
    per_page: String(FAVORITES_PER_PAGE),
  });
  if (albumName.trim()) searchParams.set('album_name', albumName.trim());
  if (shelfId !== null) searchParams.set('shelf_id', String(shelfId));
  return castService(
    'getFavoriteAlbums',
    () => http.api.get('v3/cast/albums/favorites', { searchParams, signal }).json<unknown>(),
    isCastAlbumPage,
    'álbuns favoritos',
  );
}

/** The student's favourite albums: changed from any album page, so revalidated on every return. */
export function favoriteAlbumsQuery(http: HttpClients, shelfId: number | null = null, albumName = '') {
  return queryOptions({
    queryKey: CAST_QUERY_KEYS.favoritesIn(shelfId, albumName.trim()),
    queryFn: ({ signal }) => getFavoriteAlbums(http, shelfId, albumName, signal),
    staleTime: STALE_TIME.live,
  });
}
