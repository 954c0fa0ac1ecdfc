import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CastTeacherAlbums, HttpClients } from 'shared-contracts';
import { ALBUMS_PER_PAGE } from '../../../constants';
import { isCastTeacherAlbums } from '../../../lib/cast-guards';
import { castService } from '../../../lib/cast-response';
import { CAST_QUERY_KEYS } from '../../../lib/cast-query-keys';

/** GET /v3/cast/albums/published/teacher/{id}?page&per_page=10: the teacher and a page of their albums. */
export function getTeacherAlbums(
  http: HttpClients,
  id: string,
  page: number,
  signal?: AbortSignal,
): Promise<CastTeacherAlbums> {
  const searchParams = new URLSearchParams({ page: String(page), per_page: String(ALBUMS_PER_PAGE) });
  return castService(
    'getTeacherAlbums',
    () =>
      http.api
        .get(`v3/cast/albums/published/teacher/${encodeURIComponent(id)}`, { searchParams, signal })
        .json<unknown>(),
    isCastTeacherAlbums,
    'álbuns do professor',
  );
}

export function teacherAlbumsQuery(http: HttpClients, id: string | number, page: number) {
  return queryOptions({
    queryKey: CAST_QUERY_KEYS.teacher(id, page),
    queryFn: ({ signal }) => getTeacherAlbums(http, String(id), page, signal),
    // the page on screen stays while the next one loads
    placeholderData: keepPreviousData,
  });
}
