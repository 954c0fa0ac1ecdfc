import { queryOptions } from '@tanstack/react-query';
import type { CastAlbumPage, HttpClients } from 'shared-contracts';
import { STALE_TIME } from 'shared-design-system/area';
import { FAVORITES_PAGE, FAVORITES_PER_PAGE } from '../../../constants';
import { isCastAlbumPage } from '../../../lib/cast-guards';
import { castService } from '../../../lib/cast-response';
import { CAST_QUERY_KEYS } from '../../../lib/cast-query-keys';

/** GET /v3/cast/albums/favorites?page=1&per_page=9999[&shelf_id]: every favourite album in one page. */
export function getFavoriteAlbums(
  http: HttpClients,
  shelfId: number | null,
  signal?: AbortSignal,
): Promise<CastAlbumPage> {
  const searchParams = new URLSearchParams({
    page: String(FAVORITES_PAGE),
    per_page: String(FAVORITES_PER_PAGE),
  });
  if (shelfId !== null) searchParams.set('shelf_id', String(shelfId));
  return castService(
    'getFavoriteAlbums',
    () => http.api.get('v3/cast/albums/favorites', { searchParams, signal }).json<unknown>(),
    isCastAlbumPage,
    'álbuns favoritos',
  );
}

/** The student's favourite albums: changed from any album page, so revalidated on every return. */
export function favoriteAlbumsQuery(http: HttpClients, shelfId: number | null = null) {
  return queryOptions({
    queryKey: CAST_QUERY_KEYS.favoritesIn(shelfId),
    queryFn: ({ signal }) => getFavoriteAlbums(http, shelfId, signal),
    staleTime: STALE_TIME.live,
  });
}
