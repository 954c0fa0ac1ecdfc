import { queryOptions } from '@tanstack/react-query';
import type { CastAlbumPage, HttpClients } from 'shared-contracts';
import { FRESH_ON_RETURN } from 'shared-design-system/area';
import { ALBUMS_PER_PAGE } from '../../../constants';
import { isCastAlbumPage } from '../../../lib/cast-guards';
import { castCall } from '../../../lib/cast-response';
import { CAST_QUERY_KEYS } from '../../../lib/cast-query-keys';

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

/** Album search results: spec 1 §2 excludes them from caching on return, so they always load fresh. */
export function publishedAlbumsQuery(http: HttpClients, albumName: string, page: number) {
  return queryOptions({
    queryKey: CAST_QUERY_KEYS.search(albumName.trim(), page),
    queryFn: ({ signal }) => getPublishedAlbums(http, albumName, page, signal),
    ...FRESH_ON_RETURN,
  });
}
