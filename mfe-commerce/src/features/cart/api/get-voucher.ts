import { queryOptions } from '@tanstack/react-query';
import type { HttpClients, Voucher } from 'shared-contracts';
import { expectData, serviceCall } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isVoucher } from '../../../lib/checkout-guards';

/**
 * GET /bff/public/ecommerce/voucher/{code}/{userId} (public; userId 0 for a visitor): the voucher of a code.
 * 404 (unknown) and 422 (expired) are rethrown for the cart to explain. A failure is logged and rethrown.
 */
export function getVoucher(
  http: HttpClients,
  code: string,
  userId: number | null,
  signal?: AbortSignal,
): Promise<Voucher> {
  return serviceCall(AREA_NAME, 'getVoucher', async () => {
    const body = await http.ecommerce
      .get(`bff/public/ecommerce/voucher/${encodeURIComponent(code)}/${userId ?? 0}`, { signal })
      .json<unknown>();
    return expectData(body, isVoucher, 'cupom');
  });
}

/** A voucher by code (read when the student applies it; never kept: validity moves server-side). */
export function voucherQuery(http: HttpClients, code: string, userId: number | null) {
  return queryOptions({
    queryKey: [AREA_NAME, 'voucher', code, userId],
    queryFn: ({ signal }) => getVoucher(http, code, userId, signal),
    staleTime: 0,
    gcTime: 0,
  });
}
