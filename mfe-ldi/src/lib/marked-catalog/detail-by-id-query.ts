import { queryOptions } from '@tanstack/react-query';
import type { PlatformApi } from 'shared-contracts';
import { expectData, serviceCall, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../constants';
import type { CallNames, MarkedCatalogApi, MarkedDetail, MarkedEntry } from './create-marked-catalog-api';

/**
 * GET {id}: an entry's classes, done marks and place in the list, for a catalogue whose slug/{slug} gives the
 * entry alone (trails, VIP rooms).
 */
export function detailByIdQuery<E extends MarkedEntry, D extends MarkedDetail, S extends MarkedEntry>(
  api: MarkedCatalogApi<E, D, S>,
  names: CallNames,
) {
  return (platform: PlatformApi, id: number) =>
    queryOptions({
      queryKey: [...api.key, 'detail', id],
      queryFn: ({ signal }) =>
        serviceCall(AREA_NAME, names.service, async () =>
          expectData(
            await api.clientOf(platform).get(`${api.base}/${id}`, { signal }).json<unknown>(),
            api.isDetail,
            names.what,
          ),
        ),
      staleTime: STALE_TIME.default,
    });
}
