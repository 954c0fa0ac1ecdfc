import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { usePlatform, type AutomaticVoucher, type HttpClients, type Voucher } from 'shared-contracts';
import { expectData, serviceCall, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isAutomaticVoucher, isVoucher } from '../../../lib/checkout-guards';

/** GET /bff/public/ecommerce/voucher/automatic/find (public): the automatic voucher on offer, or null. */
export function findAutomaticVoucher(
  http: HttpClients,
  signal?: AbortSignal,
): Promise<AutomaticVoucher | null> {
  return serviceCall(AREA_NAME, 'findAutomaticVoucher', async () => {
    const body = await http.ecommerce
      .get('bff/public/ecommerce/voucher/automatic/find', { signal })
      .json<unknown>();
    return expectData(
      body,
      (value): value is AutomaticVoucher | null => value === null || isAutomaticVoucher(value),
      'cupom automático',
    );
  });
}

export function automaticVoucherQuery(http: HttpClients) {
  return queryOptions({
    queryKey: [AREA_NAME, 'voucher', 'automatic'],
    queryFn: ({ signal }) => findAutomaticVoucher(http, signal),
    staleTime: STALE_TIME.default,
  });
}

export function useAutomaticVoucher() {
  const { http } = usePlatform();
  return useQuery(automaticVoucherQuery(http));
}

/**
 * POST /bff/ecommerce/voucher/automatic/link {amountSpent} (signed in): links the automatic voucher to the
 * student for a cart of that amount and answers the voucher to apply.
 */
export function linkAutomaticVoucher(http: HttpClients, amountSpent: number): Promise<Voucher> {
  return serviceCall(AREA_NAME, 'linkAutomaticVoucher', async () => {
    const body = await http.ecommerce
      .post('bff/ecommerce/voucher/automatic/link', { json: { amountSpent } })
      .json<unknown>();
    return expectData(body, isVoucher, 'cupom automático');
  });
}

export function useLinkAutomaticVoucher() {
  const { http } = usePlatform();
  return useMutation({ mutationFn: (amountSpent: number) => linkAutomaticVoucher(http, amountSpent) });
}
