import { queryOptions } from '@tanstack/react-query';
import {
  DISCURSIVE_CLASSIFICATIONS_PER_PAGE,
  type DiscursiveClassification,
  type HttpClients,
} from 'shared-contracts';
import { expectData, serviceCall, shapeGuard, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isList } from '../../../lib/guards';

const isClassification = shapeGuard<DiscursiveClassification>({ id: 'number', name: 'string' });

/** GET /v3/discursives/catalog/classifications?page=1&perPage=200: the catalogue's classifications. */
export function getDiscursiveClassifications(
  http: HttpClients,
  signal?: AbortSignal,
): Promise<DiscursiveClassification[]> {
  return serviceCall(AREA_NAME, 'getDiscursiveClassifications', async () => {
    const body = await http.api
      .get('v3/discursives/catalog/classifications', {
        searchParams: { page: 1, perPage: DISCURSIVE_CLASSIFICATIONS_PER_PAGE },
        signal,
      })
      .json<unknown>();
    return expectData(body, isList, 'classificações de simulados').filter(isClassification);
  });
}

/** The classifications: reference data. */
export function discursiveClassificationsQuery(http: HttpClients) {
  return queryOptions({
    queryKey: [AREA_NAME, 'discursive-classifications'] as const,
    queryFn: ({ signal }) => getDiscursiveClassifications(http, signal),
    staleTime: STALE_TIME.reference,
  });
}
