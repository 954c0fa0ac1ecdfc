import { queryOptions } from '@tanstack/react-query';
import type { GoalShelfAvailableFilters, PlatformApi } from 'shared-contracts';
import { expectData, isArrayOf, serviceCall, shapeGuard, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

const isClassification = shapeGuard({ id: 'number', name: 'string' });
const isFilters = shapeGuard<GoalShelfAvailableFilters>({
  classifications: (value) => isArrayOf(value, isClassification),
  highlight: 'boolean',
});

/** GET /bff/goals/shelves/availableFilters: what shelves can be filtered by (areas, highlights). */
export function getShelfAvailableFilters(platform: PlatformApi, signal?: AbortSignal) {
  return serviceCall(AREA_NAME, 'getShelfAvailableFilters', async () =>
    expectData(
      await platform.http.api.get('bff/goals/shelves/availableFilters', { signal }).json<unknown>(),
      isFilters,
      'filtros de estante',
    ),
  );
}

export function shelfAvailableFiltersQuery(platform: PlatformApi) {
  return queryOptions({
    queryKey: ['goals', 'shelf-available-filters'],
    queryFn: ({ signal }) => getShelfAvailableFilters(platform, signal),
    staleTime: STALE_TIME.reference,
  });
}
