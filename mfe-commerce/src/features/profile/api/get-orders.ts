import { queryOptions, useQuery } from '@tanstack/react-query';
import { STALE_TIME } from 'shared-design-system/area';
import { usePlatform, type HttpClients, type Order } from 'shared-contracts';
import { isOrder } from '../../../lib/order-labels';
import { isRecord, UnexpectedResponseError } from '../../../lib/product-guards';
import { AREA_NAME } from '../../../constants';

/** GET /bff/ecommerce/orders/subscription (signed in): the student's purchases, newest first. */
export async function getOrders(http: HttpClients, signal?: AbortSignal): Promise<Order[]> {
  const body = await http.ecommerce.get('bff/ecommerce/orders/subscription', { signal }).json<unknown>();
  if (!isRecord(body) || !Array.isArray(body.data)) throw new UnexpectedResponseError('compras');
  return body.data.filter(isOrder);
}

/** The student's orders (live: a payment confirms while they look). */
export function ordersQuery(http: HttpClients) {
  return queryOptions({
    queryKey: [AREA_NAME, 'orders'],
    queryFn: ({ signal }) => getOrders(http, signal),
    staleTime: STALE_TIME.live,
  });
}

export function useOrders() {
  const { http } = usePlatform();
  return useQuery(ordersQuery(http));
}
