import { queryOptions } from '@tanstack/react-query';
import type { GoalShelf, PlatformApi } from 'shared-contracts';
import { expectList, isArrayOf, serviceCall, shapeGuard, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isGoal } from '../../goals/api/goal-guards';

const isShelf = shapeGuard<GoalShelf>({
  id: 'number',
  title: 'string',
  description: 'string',
  goals_count: 'number',
  goals: (value) => isArrayOf(value, isGoal),
});

/** GET /bff/goals/shelves: the goal shelves of the vertical, each with its first goals. */
export function getGoalShelves(platform: PlatformApi, signal?: AbortSignal) {
  return serviceCall(AREA_NAME, 'getGoalShelves', async () =>
    expectList(
      await platform.http.api.get('bff/goals/shelves', { signal }).json<unknown>(),
      isShelf,
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
