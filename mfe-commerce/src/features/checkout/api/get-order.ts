import { usePlatform, type HttpClients, type Order } from 'shared-contracts';
import { isOrder } from '../../../lib/order-labels';
import { isRecord, UnexpectedAnswerError } from '../../../lib/product-guards';
import { useRemoteData } from '../../../lib/use-remote-data';

/** GET /bff/ecommerce/catalog/order/{orderNumber}. */
export async function getOrder(http: HttpClients, orderNumber: string, signal?: AbortSignal): Promise<Order> {
  const answer = await http.ecommerce
    .get(`bff/ecommerce/catalog/order/${encodeURIComponent(orderNumber)}`, { signal })
    .json<unknown>();
  const data = isRecord(answer) ? answer.data : undefined;
  if (!isOrder(data)) throw new UnexpectedAnswerError('pedido');
  return data;
}

export function useOrder(orderNumber: string) {
  const { http } = usePlatform();
  return useRemoteData((signal) => getOrder(http, orderNumber, signal), orderNumber);
}
