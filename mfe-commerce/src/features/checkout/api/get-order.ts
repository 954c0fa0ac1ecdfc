import { queryOptions, useQuery } from '@tanstack/react-query';
import { STALE_TIME } from 'shared-design-system/area';
import { usePlatform, type HttpClients, type Order } from 'shared-contracts';
import { isOrder } from '../../../lib/order-labels';
import { isRecord, UnexpectedResponseError } from '../../../lib/product-guards';
import { AREA_NAME } from '../../../constants';

/** GET /bff/ecommerce/catalog/order/{orderNumber}. */
export async function getOrder(http: HttpClients, orderNumber: string, signal?: AbortSignal): Promise<Order> {
  const answer = await http.ecommerce
    .get(`bff/ecommerce/catalog/order/${encodeURIComponent(orderNumber)}`, { signal })
    .json<unknown>();
  const data = isRecord(answer) ? answer.data : undefined;
  if (!isOrder(data)) throw new UnexpectedResponseError('pedido');
  return data;
}

/** One order (live: its status moves as the payment goes through). */
export function orderQuery(http: HttpClients, orderNumber: string) {
  return queryOptions({
    queryKey: [AREA_NAME, 'orders', orderNumber],
    queryFn: ({ signal }) => getOrder(http, orderNumber, signal),
    staleTime: STALE_TIME.live,
  });
}

export function useOrder(orderNumber: string) {
  const { http } = usePlatform();
  return useQuery(orderQuery(http, orderNumber));
}
