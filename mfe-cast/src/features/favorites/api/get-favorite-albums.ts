import type { CastAlbumPage, HttpClients } from 'shared-contracts';
import { usePlatform } from 'shared-contracts';
import { FAVORITES_PAGE, FAVORITES_PER_PAGE } from '../../../constants';
import { isCastAlbumPage } from '../../../lib/cast-guards';
import { castCall } from '../../../lib/cast-response';
import { useRemoteData } from '../../../lib/use-remote-data';

/** GET /v3/cast/albums/favorites?page=1&per_page=9999: every favourite album in one page. */
export function getFavoriteAlbums(http: HttpClients, signal?: AbortSignal): Promise<CastAlbumPage> {
  const searchParams = new URLSearchParams({
    page: String(FAVORITES_PAGE),
    per_page: String(FAVORITES_PER_PAGE),
  });
  return castCall(
    () => http.api.get('v3/cast/albums/favorites', { searchParams, signal }).json<unknown>(),
    isCastAlbumPage,
    'álbuns favoritos',
  );
}

export function useFavoriteAlbums() {
  const { http } = usePlatform();
  return useRemoteData((signal) => getFavoriteAlbums(http, signal), [http]);
}
