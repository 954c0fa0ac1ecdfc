import { queryOptions } from '@tanstack/react-query';
import type { HttpClients } from 'shared-contracts';
import { isRecord, logServiceFailure, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

/**
 * GET /bff/public/catalogs/search-version (public): whether search v2 is on. Any failure or unreadable answer
 * falls back to `{ search_v2_enabled: false }` (spec 3 §7), logged.
 */
export async function getSearchVersion(
  http: HttpClients,
  signal?: AbortSignal,
): Promise<{ search_v2_enabled: boolean }> {
  try {
    const body = await http.ecommerce.get('bff/public/catalogs/search-version', { signal }).json<unknown>();
    const data = isRecord(body) && isRecord(body.data) ? body.data : null;
    return { search_v2_enabled: data?.search_v2_enabled === true };
  } catch (error) {
    logServiceFailure(AREA_NAME, 'getSearchVersion', error);
    return { search_v2_enabled: false };
  }
}

export function searchVersionQuery(http: HttpClients) {
  return queryOptions({
    queryKey: [AREA_NAME, 'search-version'],
    queryFn: ({ signal }) => getSearchVersion(http, signal),
    staleTime: STALE_TIME.reference,
  });
}
