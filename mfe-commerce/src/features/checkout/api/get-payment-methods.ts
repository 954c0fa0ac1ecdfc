import { queryOptions, useQuery } from '@tanstack/react-query';
import { usePlatform, type HttpClients, type PaymentMethod } from 'shared-contracts';
import { expectData, serviceCall, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { PAYMENT_METHOD_LABELS } from '../../../lib/order-labels';
import { isList } from '../../../lib/product-guards';

const isMethod = (value: unknown): value is PaymentMethod =>
  typeof value === 'string' && value in PAYMENT_METHOD_LABELS;

/** GET /bff/public/ecommerce/payment-methods-enabled (public): the methods the store takes now. */
export function getPaymentMethods(http: HttpClients, signal?: AbortSignal): Promise<PaymentMethod[]> {
  return serviceCall(AREA_NAME, 'getPaymentMethods', async () => {
    const body = await http.ecommerce
      .get('bff/public/ecommerce/payment-methods-enabled', { signal })
      .json<unknown>();
    return expectData(body, isList, 'formas de pagamento').filter(isMethod);
  });
}

export function paymentMethodsQuery(http: HttpClients) {
  return queryOptions({
    queryKey: [AREA_NAME, 'payment-methods'],
    queryFn: ({ signal }) => getPaymentMethods(http, signal),
    staleTime: STALE_TIME.default,
  });
}

export function usePaymentMethods() {
  const { http } = usePlatform();
  return useQuery(paymentMethodsQuery(http));
}
