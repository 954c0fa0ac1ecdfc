import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CastTrackPage, HttpClients } from 'shared-contracts';
import { TRACKS_PER_PAGE } from '../../../constants';
import { isCastTrackPage } from '../../../lib/cast-guards';
import { castService } from '../../../lib/cast-response';
import { CAST_QUERY_KEYS } from '../../../lib/cast-query-keys';

/** GET /v3/cast/tracks/published?page&per_page=10: published tracks with their album. */
export function getPublishedTracks(
  http: HttpClients,
  page: number,
  signal?: AbortSignal,
): Promise<CastTrackPage> {
  const searchParams = new URLSearchParams({ page: String(page), per_page: String(TRACKS_PER_PAGE) });
  return castService(
    'getPublishedTracks',
    () => http.api.get('v3/cast/tracks/published', { searchParams, signal }).json<unknown>(),
    isCastTrackPage,
    'faixas',
  );
}

export function publishedTracksQuery(http: HttpClients, page: number) {
  return queryOptions({
    queryKey: CAST_QUERY_KEYS.tracks(page),
    queryFn: ({ signal }) => getPublishedTracks(http, page, signal),
    // the page on screen stays while the next one loads
    placeholderData: keepPreviousData,
  });
}
