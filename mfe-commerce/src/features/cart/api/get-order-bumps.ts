import { queryOptions, useQuery } from '@tanstack/react-query';
import { usePlatform, type HttpClients, type OrderBump } from 'shared-contracts';
import { expectData, serviceCall, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isOrderBump } from '../../../lib/checkout-guards';
import { isList } from '../../../lib/product-guards';

/**
 * GET /bff/public/ecommerce/order-bumps?cart_product_id=..&cart_product_id=.. (public, the parameter
 * repeated once per cart product): products offered beside the cart's. A bad entry is left out.
 */
export function getOrderBumps(
  http: HttpClients,
  productIds: readonly number[],
  signal?: AbortSignal,
): Promise<OrderBump[]> {
  return serviceCall(AREA_NAME, 'getOrderBumps', async () => {
    const searchParams = new URLSearchParams(productIds.map((id) => ['cart_product_id', String(id)]));
    const body = await http.ecommerce
      .get('bff/public/ecommerce/order-bumps', { searchParams, signal })
      .json<unknown>();
    return expectData(body, isList, 'ofertas').filter(isOrderBump);
  });
}

export function orderBumpsQuery(http: HttpClients, productIds: readonly number[]) {
  const ids = [...productIds].sort((a, b) => a - b);
  return queryOptions({
    queryKey: [AREA_NAME, 'order-bumps', ids],
    queryFn: ({ signal }) => getOrderBumps(http, ids, signal),
    staleTime: STALE_TIME.default,
    enabled: ids.length > 0,
  });
}

export function useOrderBumps(productIds: readonly number[]) {
  const { http } = usePlatform();
  return useQuery(orderBumpsQuery(http, productIds));
}
