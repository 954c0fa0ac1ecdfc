import { usePlatform, type HttpClients, type Order } from 'shared-contracts';
import { isOrder } from '../../../lib/order-labels';
import { isRecord, UnexpectedAnswerError } from '../../../lib/product-guards';
import { useRemoteData } from '../../../lib/use-remote-data';

/** GET /bff/ecommerce/orders/subscription (signed in): the student's purchases, newest first. */
export async function getOrders(http: HttpClients, signal?: AbortSignal): Promise<Order[]> {
  const body = await http.ecommerce.get('bff/ecommerce/orders/subscription', { signal }).json<unknown>();
  if (!isRecord(body) || !Array.isArray(body.data)) throw new UnexpectedAnswerError('compras');
  return body.data.filter(isOrder);
}

export function useOrders() {
  const { http } = usePlatform();
  return useRemoteData((signal) => getOrders(http, signal), 'orders');
}
