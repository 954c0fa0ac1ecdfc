import { queryOptions } from '@tanstack/react-query';
import type { HttpClients, LastUpdate } from 'shared-contracts';
import { expectList, hasNumber, hasString, isRecord, serviceCall } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

function isLastUpdate(value: unknown): value is LastUpdate {
  return (
    isRecord(value) &&
    hasNumber(value, 'id') &&
    hasString(value, 'title') &&
    hasString(value, 'published_at') &&
    hasString(value, 'url')
  );
}

/** GET /v3/study-table/last-updates; an empty list on failure (spec 2 §8). */
export function getLastUpdates(http: HttpClients, signal?: AbortSignal): Promise<LastUpdate[]> {
  return serviceCall(
    AREA_NAME,
    'getLastUpdates',
    async () => {
      const body = await http.api.get('v3/study-table/last-updates', { signal }).json<unknown>();
      return expectList(body, isLastUpdate, 'últimas atualizações');
    },
    () => [],
  );
}

/** News about followed content (default freshness: it changes with publications, not with the student). */
export function lastUpdatesQuery(http: HttpClients) {
  return queryOptions({
    queryKey: [AREA_NAME, 'last-updates'],
    queryFn: ({ signal }) => getLastUpdates(http, signal),
  });
}
