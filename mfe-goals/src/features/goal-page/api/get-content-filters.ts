import { queryOptions } from '@tanstack/react-query';
import type { GoalContentFilter, PlatformApi } from 'shared-contracts';
import { expectList, serviceCall, shapeGuard, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

const isFilter = shapeGuard<GoalContentFilter>({ id: 'number', name: 'string' });

/** GET /bff/goals/{id}/contents/filters: the disciplines a goal's contents can be narrowed to. */
export function getContentFilters(platform: PlatformApi, goalId: number, signal?: AbortSignal) {
  return serviceCall(AREA_NAME, 'getContentFilters', async () =>
    expectList(
      await platform.http.api.get(`bff/goals/${goalId}/contents/filters`, { signal }).json<unknown>(),
      isFilter,
      'filtros de conteúdo',
    ),
  );
}

export function contentFiltersQuery(platform: PlatformApi, goalId: number) {
  return queryOptions({
    queryKey: ['goals', 'content-filters', goalId],
    queryFn: ({ signal }) => getContentFilters(platform, goalId, signal),
    staleTime: STALE_TIME.reference,
  });
}
