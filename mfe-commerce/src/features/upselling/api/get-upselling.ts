import { queryOptions, useQuery } from '@tanstack/react-query';
import { usePlatform, type HttpClients, type UpsellingProduct } from 'shared-contracts';
import { expectData, isArrayOf, serviceCall, shapeGuard, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isList } from '../../../lib/product-guards';

const isPriceInfo = shapeGuard<UpsellingProduct['bonuses'][number]['price_info']>({
  from_price: 'record',
  to_price: 'record',
});
const isBonus = shapeGuard<UpsellingProduct['bonuses'][number]>({
  product: 'record',
  price_info: isPriceInfo,
});
const isUpsellingProduct = shapeGuard<UpsellingProduct>({
  id: 'number',
  name: 'string',
  bonuses: (value) => isArrayOf(value, isBonus),
});

/**
 * GET /bff/ecommerce/upselling (signed in): the student's plans with their renewal and upgrade offers; a
 * plan that is not one is left out. A failure is logged and rethrown.
 */
export function getUpselling(http: HttpClients, signal?: AbortSignal): Promise<UpsellingProduct[]> {
  return serviceCall(AREA_NAME, 'getUpselling', async () => {
    const body = await http.ecommerce.get('bff/ecommerce/upselling', { signal }).json<unknown>();
    return expectData(body, isList, 'upselling').filter(isUpsellingProduct);
  });
}

/** The early renewal and upgrade offers of the student. */
export function upsellingQuery(http: HttpClients) {
  return queryOptions({
    queryKey: [AREA_NAME, 'upselling'],
    queryFn: ({ signal }) => getUpselling(http, signal),
    staleTime: STALE_TIME.default,
  });
}

export function useUpselling() {
  const { http } = usePlatform();
  return useQuery(upsellingQuery(http));
}
