import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePlatform, type CheckoutOrder, type HttpClients, type PlaceOrderBody } from 'shared-contracts';
import { expectData, serviceCall } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isCheckoutOrder } from '../../../lib/checkout-guards';
import { ORDERS_KEY, ordersQuery } from '../../profile/api/get-orders';
import { orderQuery } from './get-order';

/**
 * POST /bff/ecommerce/orders (signed in; the spec does not show the payload, this is the dev BFF's: the
 * products with lot and voucher, method, installments, saved card and an idempotency key). A failure (a
 * refusal included) is logged and rethrown; it is never retried.
 */
export function createOrder(http: HttpClients, body: PlaceOrderBody): Promise<CheckoutOrder> {
  return serviceCall(AREA_NAME, 'createOrder', async () => {
    const answer = await http.ecommerce.post('bff/ecommerce/orders', { json: body }).json<unknown>();
    return expectData(answer, isCheckoutOrder, 'pedido');
  });
}

/**
 * Placing an order: the answer is the order, so the success page shows it at once and it heads the
 * student's purchases if they were loaded; every order query is then marked out of date.
 */
export function usePlaceOrder() {
  const { http } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlaceOrderBody) => createOrder(http, body),
    onSuccess: (placed) => {
      queryClient.setQueryData(orderQuery(http, placed.order_number).queryKey, placed);
      queryClient.setQueryData(ordersQuery(http).queryKey, (list) =>
        list ? [placed, ...list.filter((order) => order.order_number !== placed.order_number)] : list,
      );
      void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
    },
  });
}
