import { queryOptions } from '@tanstack/react-query';
import type { GoalCatalogProduct, PlatformApi } from 'shared-contracts';
import { expectList, serviceCall, shapeGuard, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

const isProduct = shapeGuard<GoalCatalogProduct>({
  id: 'number',
  title: 'string',
  price: 'number',
  url: 'string',
});

/** GET /bff/goals/{id}/catalog-products: products of the catalogue for the goal. */
export function getCatalogProducts(platform: PlatformApi, goalId: number, signal?: AbortSignal) {
  return serviceCall(AREA_NAME, 'getCatalogProducts', async () =>
    expectList(
      await platform.http.api.get(`bff/goals/${goalId}/catalog-products`, { signal }).json<unknown>(),
      isProduct,
      'produtos do objetivo',
    ),
  );
}

export function catalogProductsQuery(platform: PlatformApi, goalId: number) {
  return queryOptions({
    queryKey: ['goals', 'catalog-products', goalId],
    queryFn: ({ signal }) => getCatalogProducts(platform, goalId, signal),
    staleTime: STALE_TIME.reference,
  });
}
