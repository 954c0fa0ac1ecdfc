import { queryOptions } from '@tanstack/react-query';
import type { FavoriteGoal, PlatformApi } from 'shared-contracts';
import { expectList, isArrayOf, serviceCall, shapeGuard } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

const isClassification = shapeGuard({ id: 'number', name: 'string' });
const isFavorite = shapeGuard<FavoriteGoal>({
  id: 'number',
  name: 'string',
  classifications: (value) => isArrayOf(value, isClassification),
});

/** GET /bff/performance/goals/favorites: the goals the student follows in their performance. */
export function getGoalFavorites(platform: PlatformApi, signal?: AbortSignal) {
  return serviceCall(AREA_NAME, 'getGoalFavorites', async () =>
    expectList(
      await platform.http.api.get('bff/performance/goals/favorites', { signal }).json<unknown>(),
      isFavorite,
      'objetivos favoritos',
    ),
  );
}

export function goalFavoritesQuery(platform: PlatformApi) {
  return queryOptions({
    queryKey: ['goals', 'favorites'],
    queryFn: ({ signal }) => getGoalFavorites(platform, signal),
  });
}
