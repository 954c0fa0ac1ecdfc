import type { CastAlbumPage, HttpClients } from 'shared-contracts';
import { usePlatform } from 'shared-contracts';
import { ALBUMS_PER_PAGE } from '../../../constants';
import { isCastAlbumPage } from '../../../lib/cast-guards';
import { castCall } from '../../../lib/cast-response';
import { useRemoteData } from '../../../lib/use-remote-data';

/** GET /v3/cast/albums/published?page&per_page&album_name: published albums whose title has the term. */
export function getPublishedAlbums(
  http: HttpClients,
  albumName: string,
  page: number,
  signal?: AbortSignal,
): Promise<CastAlbumPage> {
  const searchParams = new URLSearchParams({ page: String(page), per_page: String(ALBUMS_PER_PAGE) });
  if (albumName.trim()) searchParams.set('album_name', albumName.trim());
  return castCall(
    () => http.api.get('v3/cast/albums/published', { searchParams, signal }).json<unknown>(),
    isCastAlbumPage,
    'álbuns',
  );
}

export function usePublishedAlbums(albumName: string, page: number) {
  const { http } = usePlatform();
  return useRemoteData(
    (signal) => getPublishedAlbums(http, albumName, page, signal),
    [http, albumName, page],
  );
}
