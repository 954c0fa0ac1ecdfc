import { queryOptions, useQuery } from '@tanstack/react-query';
import { usePlatform, type HttpClients, type Order } from 'shared-contracts';
import { expectData, serviceCall, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isOrder } from '../../../lib/order-labels';
import { isList } from '../../../lib/product-guards';

/**
 * GET /bff/ecommerce/orders/subscription (signed in): the student's purchases, newest first; an entry that
 * is not an order is left out. A failure is logged and rethrown.
 */
export function getOrders(http: HttpClients, signal?: AbortSignal): Promise<Order[]> {
  return serviceCall(AREA_NAME, 'getOrders', async () => {
    const body = await http.ecommerce.get('bff/ecommerce/orders/subscription', { signal }).json<unknown>();
    return expectData(body, isList, 'compras').filter(isOrder);
  });
}

/** Every order query starts with this: the student's list and each order (`orderQuery`). */
export const ORDERS_KEY = [AREA_NAME, 'orders'] as const;

/** The student's orders (live: a payment confirms while they look). */
export function ordersQuery(http: HttpClients) {
  return queryOptions({
    queryKey: ORDERS_KEY,
    queryFn: ({ signal }) => getOrders(http, signal),
    staleTime: STALE_TIME.live,
  });
}

export function useOrders() {
  const { http } = usePlatform();
  return useQuery(ordersQuery(http));
}
