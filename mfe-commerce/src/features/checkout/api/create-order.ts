import type { CreateOrderBody, HttpClients, Order } from 'shared-contracts';
import { isOrder } from '../../../lib/order-labels';
import { isRecord, UnexpectedResponseError } from '../../../lib/product-guards';

/** POST /bff/ecommerce/orders (signed in; the spec does not show the payload, this is the dev BFF's). */
export async function createOrder(http: HttpClients, body: CreateOrderBody): Promise<Order> {
  const answer = await http.ecommerce.post('bff/ecommerce/orders', { json: body }).json<unknown>();
  const data = isRecord(answer) ? answer.data : undefined;
  if (!isOrder(data)) throw new UnexpectedResponseError('pedido');
  return data;
}
