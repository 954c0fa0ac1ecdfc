import { queryOptions } from '@tanstack/react-query';
import type { Discursive, HttpClients } from 'shared-contracts';
import { getDataOrNull, serviceCall, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { DISCURSIVES_KEY, isDiscursive } from './get-discursives';

/** GET /v3/discursives/slug/{slug}; null when it does not exist (a 404 is an answer, not a failure). */
export function getDiscursive(
  http: HttpClients,
  slug: string,
  signal?: AbortSignal,
): Promise<Discursive | null> {
  return serviceCall(AREA_NAME, 'getDiscursive', () =>
    getDataOrNull(
      http.api,
      `v3/discursives/slug/${encodeURIComponent(slug)}`,
      isDiscursive,
      'simulado discursivo',
      { signal },
    ),
  );
}

/** The exam of /discursivas/{slug}, or null when there is none (default freshness). */
export function discursiveQuery(http: HttpClients, slug: string) {
  return queryOptions({
    queryKey: [...DISCURSIVES_KEY, 'slug', slug],
    queryFn: ({ signal }) => getDiscursive(http, slug, signal),
    staleTime: STALE_TIME.default,
  });
}
