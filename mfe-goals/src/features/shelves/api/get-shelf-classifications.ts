import { queryOptions } from '@tanstack/react-query';
import type { GoalShelfClassification, PlatformApi } from 'shared-contracts';
import { expectList, serviceCall, shapeGuard, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

const isClassification = shapeGuard<GoalShelfClassification>({
  id: 'number',
  name: 'string',
  goals_count: 'number',
});

/** GET /bff/goals/shelves/{id}/classifications: the areas of one shelf and how many goals each has. */
export function getShelfClassifications(platform: PlatformApi, shelfId: string, signal?: AbortSignal) {
  return serviceCall(AREA_NAME, 'getShelfClassifications', async () =>
    expectList(
      await platform.http.api
        .get(`bff/goals/shelves/${encodeURIComponent(shelfId)}/classifications`, { signal })
        .json<unknown>(),
      isClassification,
      'áreas da estante',
    ),
  );
}

export function shelfClassificationsQuery(platform: PlatformApi, shelfId: string) {
  return queryOptions({
    queryKey: ['goals', 'shelf-classifications', shelfId],
    queryFn: ({ signal }) => getShelfClassifications(platform, shelfId, signal),
    staleTime: STALE_TIME.reference,
  });
}
