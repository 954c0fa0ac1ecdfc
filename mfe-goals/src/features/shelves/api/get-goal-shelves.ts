import { queryOptions } from '@tanstack/react-query';
import type { PlatformApi } from 'shared-contracts';
import { expectList, serviceCall, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isGoalShelf } from './is-goal-shelf';

/** GET /bff/goals/shelves: every goal shelf of the vertical (the shelf page's navigation between shelves). */
export function getGoalShelves(platform: PlatformApi, signal?: AbortSignal) {
  return serviceCall(AREA_NAME, 'getGoalShelves', async () =>
    expectList(
      await platform.http.api.get('bff/goals/shelves', { signal }).json<unknown>(),
      isGoalShelf,
      'estantes',
    ),
  );
}

export function goalShelvesQuery(platform: PlatformApi) {
  return queryOptions({
    queryKey: ['goals', 'shelves'],
    queryFn: ({ signal }) => getGoalShelves(platform, signal),
    staleTime: STALE_TIME.reference,
  });
}
