import { queryOptions } from '@tanstack/react-query';
import type { PlatformApi } from 'shared-contracts';
import { expectList, isArrayOf, serviceCall, shapeGuard, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../constants';
import type { CallNames, Classification, MarkedCatalogApi } from './create-marked-catalog-api';

/** One group of GET filters: `key` is the catalogue's parameter (`teacher_ids`), `title` its legend. */
export interface FilterGroup {
  key: string;
  title: string;
  options: Classification[];
}

const isOption = shapeGuard<Classification>({ id: 'number', name: 'string' });
const isFilterGroup = shapeGuard<FilterGroup>({
  key: 'string',
  title: 'string',
  options: (value) => isArrayOf(value, isOption),
});

/** GET filters: the catalogue's filter groups besides its classifications (teachers...). */
export function filterGroupsQuery(
  api: Pick<MarkedCatalogApi, 'key' | 'base' | 'clientOf'>,
  names: CallNames,
) {
  return (platform: PlatformApi) =>
    queryOptions({
      queryKey: [...api.key, 'filters'],
      queryFn: ({ signal }) =>
        serviceCall(AREA_NAME, names.service, async () =>
          expectList(
            await api.clientOf(platform).get(`${api.base}/filters`, { signal }).json<unknown>(),
            isFilterGroup,
            names.what,
          ),
        ),
      staleTime: STALE_TIME.reference,
    });
}
