import { queryOptions } from '@tanstack/react-query';
import type { Discursive, HttpClients } from 'shared-contracts';
import { isNotFoundError, isRecord, STALE_TIME, UnexpectedResponseError } from 'shared-design-system/area';
import { DISCURSIVES_KEY, isDiscursive } from './get-discursives';

/** GET /v3/discursives/slug/{slug}; null when it does not exist. */
export async function getDiscursive(
  http: HttpClients,
  slug: string,
  signal?: AbortSignal,
): Promise<Discursive | null> {
  let body: unknown;
  try {
    body = await http.api.get(`v3/discursives/slug/${encodeURIComponent(slug)}`, { signal }).json<unknown>();
  } catch (error) {
    if (isNotFoundError(error)) return null;
    throw error;
  }
  const data = isRecord(body) ? body.data : undefined;
  if (!isDiscursive(data)) throw new UnexpectedResponseError('simulado discursivo');
  return data;
}

/** The exam of /discursivas/{slug}, or null when there is none (default freshness). */
export function discursiveQuery(http: HttpClients, slug: string) {
  return queryOptions({
    queryKey: [...DISCURSIVES_KEY, 'slug', slug],
    queryFn: ({ signal }) => getDiscursive(http, slug, signal),
    staleTime: STALE_TIME.default,
  });
}
