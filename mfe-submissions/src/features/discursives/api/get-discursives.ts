import { queryOptions } from '@tanstack/react-query';
import { DISCURSIVE_CATALOGUE_PER_PAGE, type Discursive, type HttpClients } from 'shared-contracts';
import { expectData, serviceCall, shapeGuard, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isList } from '../../../lib/guards';

/** A discursive exam as the catalogue and detail calls send it (what the screens use is checked). */
export const isDiscursive = shapeGuard<Discursive>({
  id: 'number',
  name: 'string',
  slug: 'string',
  available_until: 'string',
  authors: 'array',
  submissions: 'array',
  additional_submission_limit: 'number',
});

/** GET /v3/discursives/catalog?page=1&perPage=20 (an exam of another shape is left out). */
export function getDiscursives(http: HttpClients, signal?: AbortSignal): Promise<Discursive[]> {
  return serviceCall(AREA_NAME, 'getDiscursives', async () => {
    const body = await http.api
      .get('v3/discursives/catalog', {
        searchParams: { page: 1, perPage: DISCURSIVE_CATALOGUE_PER_PAGE },
        signal,
      })
      .json<unknown>();
    return expectData(body, isList, 'simulados discursivos').filter(isDiscursive);
  });
}

/** Every query of the discursive exams (a submission invalidates them: counts and statuses change). */
export const DISCURSIVES_KEY = [AREA_NAME, 'discursives'] as const;

/** The discursive catalogue (default freshness: shown at once on return, revalidated after 30 s). */
export function discursivesQuery(http: HttpClients) {
  return queryOptions({
    queryKey: [...DISCURSIVES_KEY, 'catalog'],
    queryFn: ({ signal }) => getDiscursives(http, signal),
    staleTime: STALE_TIME.default,
  });
}
