import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePlatform, type AutomaticVoucher, type HttpClients, type Voucher } from 'shared-contracts';
import { expectData, getDataOrNull, serviceCall, STALE_TIME } from 'shared-design-system/area';
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

const isVoucherOrNull = (value: unknown): value is Voucher | null => value === null || isVoucher(value);

/**
 * GET /bff/ecommerce/voucher/automatic (signed in): the automatic voucher already linked to the student, or
 * null (none linked: `data: null` or 404).
 */
export function getLinkedAutomaticVoucher(http: HttpClients, signal?: AbortSignal): Promise<Voucher | null> {
  return serviceCall(AREA_NAME, 'getLinkedAutomaticVoucher', () =>
    getDataOrNull(http.ecommerce, 'bff/ecommerce/voucher/automatic', isVoucherOrNull, 'cupom automático', {
      signal,
    }),
  );
}

/** The student's linked automatic voucher (keyed by student: another student on the browser has their own). */
export function linkedAutomaticVoucherQuery(http: HttpClients, userId: number) {
  return queryOptions({
    queryKey: [AREA_NAME, 'voucher', 'automatic', 'linked', userId],
    queryFn: ({ signal }) => getLinkedAutomaticVoucher(http, signal),
    staleTime: STALE_TIME.default,
  });
}

export function useLinkedAutomaticVoucher(userId: number | null) {
  const { http } = usePlatform();
  return useQuery({ ...linkedAutomaticVoucherQuery(http, userId ?? 0), enabled: userId !== null });
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

export function useLinkAutomaticVoucher(userId: number | null) {
  const { http } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amountSpent: number) => linkAutomaticVoucher(http, amountSpent),
    // linked now: GET voucher/automatic would answer it
    onSuccess: (voucher) => {
      if (userId !== null)
        queryClient.setQueryData(linkedAutomaticVoucherQuery(http, userId).queryKey, voucher);
    },
  });
}
