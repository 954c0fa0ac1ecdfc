import { queryOptions, useQuery } from '@tanstack/react-query';
import { usePlatform, type CheckoutOrder, type HttpClients } from 'shared-contracts';
import { expectData, serviceCall, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isCheckoutOrder } from '../../../lib/checkout-guards';
import { ORDERS_KEY } from '../../profile/api/get-orders';

/** GET /bff/ecommerce/catalog/order/{orderNumber}. A failure is logged and rethrown. */
export function getOrder(
  http: HttpClients,
  orderNumber: string,
  signal?: AbortSignal,
): Promise<CheckoutOrder> {
  return serviceCall(AREA_NAME, 'getOrder', async () => {
    const body = await http.ecommerce
      .get(`bff/ecommerce/catalog/order/${encodeURIComponent(orderNumber)}`, { signal })
      .json<unknown>();
    return expectData(body, isCheckoutOrder, 'pedido');
  });
}

/** One order (live: its status moves as the payment goes through). */
export function orderQuery(http: HttpClients, orderNumber: string) {
  return queryOptions({
    queryKey: [...ORDERS_KEY, orderNumber],
    queryFn: ({ signal }) => getOrder(http, orderNumber, signal),
    staleTime: STALE_TIME.live,
  });
}

export function useOrder(orderNumber: string) {
  const { http } = usePlatform();
  return useQuery(orderQuery(http, orderNumber));
}
