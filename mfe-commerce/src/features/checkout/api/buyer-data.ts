import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  usePlatform,
  type ComplementaryDataBody,
  type CustomerResponse,
  type HttpClients,
  type ZipLookupResponse,
} from 'shared-contracts';
import { expectData, isRecord, serviceCall, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isPostalLookup } from '../../../lib/checkout-guards';

type Customer = CustomerResponse['data'];
type ZipLookup = ZipLookupResponse['data'];

/** GET /bff/ecommerce/customer/{id} (signed in): the buyer's CPF and address on file. */
export function getCustomer(http: HttpClients, id: number, signal?: AbortSignal): Promise<Customer> {
  return serviceCall(AREA_NAME, 'getCustomer', async () => {
    const body = await http.ecommerce.get(`bff/ecommerce/customer/${id}`, { signal }).json<unknown>();
    return expectData(body, (v): v is Customer => isRecord(v) && typeof v.id === 'number', 'cliente');
  });
}

export function customerQuery(http: HttpClients, id: number) {
  return queryOptions({
    queryKey: [AREA_NAME, 'customer', id],
    queryFn: ({ signal }) => getCustomer(http, id, signal),
    staleTime: STALE_TIME.default,
  });
}

export function useCustomer(id: number | null) {
  const { http } = usePlatform();
  return useQuery({ ...customerQuery(http, id ?? 0), enabled: id !== null });
}

/**
 * GET /bff/address/{zip} (signed in): street, neighbourhood, city and state of a CEP. 422 with
 * ADDRESS.INVALID_ZIPCODE is rethrown for the form to say 'CEP inválido'.
 */
export function lookupZip(http: HttpClients, zip: string, signal?: AbortSignal): Promise<ZipLookup> {
  return serviceCall(AREA_NAME, 'lookupZip', async () => {
    const body = await http.ecommerce
      .get(`bff/address/${encodeURIComponent(zip)}`, { signal })
      .json<unknown>();
    return expectData(body, isPostalLookup, 'endereço');
  });
}

export function zipQuery(http: HttpClients, zip: string) {
  return queryOptions({
    queryKey: [AREA_NAME, 'address', zip],
    queryFn: ({ signal }) => lookupZip(http, zip, signal),
    staleTime: STALE_TIME.reference,
  });
}

/** PUT /bff/profile/complementary-data (signed in): CPF and address (422 USER.CPF_ALREADY_EXISTS). */
export function saveComplementaryData(http: HttpClients, body: ComplementaryDataBody): Promise<void> {
  return serviceCall(AREA_NAME, 'saveComplementaryData', async () => {
    await http.ecommerce.put('bff/profile/complementary-data', { json: body });
  });
}

export function useSaveComplementaryData() {
  const { http } = usePlatform();
  return useMutation({ mutationFn: (body: ComplementaryDataBody) => saveComplementaryData(http, body) });
}
