import { queryOptions } from '@tanstack/react-query';
import { DISCURSIVE_CATALOGUE_PER_PAGE, type Discursive, type HttpClients } from 'shared-contracts';
import { isRecord, STALE_TIME, UnexpectedResponseError } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

/** A discursive exam as the catalogue and detail calls send it (what the screens use is checked). */
export function isDiscursive(value: unknown): value is Discursive {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.name === 'string' &&
    typeof value.slug === 'string' &&
    typeof value.available_until === 'string' &&
    Array.isArray(value.authors) &&
    Array.isArray(value.submissions) &&
    typeof value.additional_submission_limit === 'number'
  );
}

/** GET /v3/discursives/catalog?page=1&perPage=20. */
export async function getDiscursives(http: HttpClients, signal?: AbortSignal): Promise<Discursive[]> {
  const body = await http.api
    .get('v3/discursives/catalog', {
      searchParams: { page: 1, perPage: DISCURSIVE_CATALOGUE_PER_PAGE },
      signal,
    })
    .json<unknown>();
  if (!isRecord(body) || !Array.isArray(body.data))
    throw new UnexpectedResponseError('simulados discursivos');
  return body.data.filter(isDiscursive);
}

/** Every query of the discursive exams (a submission invalidates them: counts and statuses change). */
export const DISCURSIVES_KEY = [AREA_NAME, 'discursives'] as const;

/** The discursive catalogue (default freshness). */
export function discursivesQuery(http: HttpClients) {
  return queryOptions({
    queryKey: [...DISCURSIVES_KEY, 'catalog'],
    queryFn: ({ signal }) => getDiscursives(http, signal),
    staleTime: STALE_TIME.default,
  });
}
