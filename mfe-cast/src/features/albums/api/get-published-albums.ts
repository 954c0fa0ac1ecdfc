import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CastAlbumPage, HttpClients } from 'shared-contracts';
import { ALBUMS_PER_PAGE } from '../../../constants';
import { isCastAlbumPage } from '../../../lib/cast-guards';
import { castService } from '../../../lib/cast-response';
import { CAST_QUERY_KEYS } from '../../../lib/cast-query-keys';

/** GET /v3/cast/albums/published?page&per_page=10: every published album of the vertical, a page of them. */
export function getPublishedAlbums(
  http: HttpClients,
  page: number,
  signal?: AbortSignal,
): Promise<CastAlbumPage> {
  const searchParams = new URLSearchParams({ page: String(page), per_page: String(ALBUMS_PER_PAGE) });
  return castService(
    'getPublishedAlbums',
    () => http.api.get('v3/cast/albums/published', { searchParams, signal }).json<unknown>(),
    isCastAlbumPage,
    'álbuns publicados',
  );
}

export function publishedAlbumsQuery(http: HttpClients, page: number) {
  return queryOptions({
    queryKey: CAST_QUERY_KEYS.albums(page),
    queryFn: ({ signal }) => getPublishedAlbums(http, page, signal),
    // the page on screen stays while the next one loads
    placeholderData: keepPreviousData,
  });
}
