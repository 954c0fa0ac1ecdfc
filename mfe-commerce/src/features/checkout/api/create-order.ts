import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePlatform, type CreateOrderBody, type HttpClients, type Order } from 'shared-contracts';
import { expectData, serviceCall } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isOrder } from '../../../lib/order-labels';
import { ORDERS_KEY, ordersQuery } from '../../profile/api/get-orders';
import { orderQuery } from './get-order';

/**
 * POST /bff/ecommerce/orders (signed in; the spec does not show the payload, this is the dev BFF's). A
 * failure (a refusal included) is logged and rethrown.
 */
export function createOrder(http: HttpClients, body: CreateOrderBody): Promise<Order> {
  return serviceCall(AREA_NAME, 'createOrder', async () => {
    const answer = await http.ecommerce.post('bff/ecommerce/orders', { json: body }).json<unknown>();
    return expectData(answer, isOrder, 'pedido');
  });
}

/**
 * Placing an order: the answer is the order, so the success page shows it at once and it heads the
 * student's purchases if they were loaded; every order query is then marked out of date (the payment
 * moves on server-side), so each is fetched again when next shown.
 */
export function usePlaceOrder() {
  const { http } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOrderBody) => createOrder(http, body),
    onSuccess: (placed) => {
      queryClient.setQueryData(orderQuery(http, placed.order_number).queryKey, placed);
      queryClient.setQueryData(ordersQuery(http).queryKey, (list) =>
        list ? [placed, ...list.filter((order) => order.order_number !== placed.order_number)] : list,
      );
      void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
    },
  });
}
