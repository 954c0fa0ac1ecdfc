import { queryOptions, useQuery } from '@tanstack/react-query';
import { usePlatform, type HttpClients, type LifetimeOfferResponse } from 'shared-contracts';
import { expectData, isRecord, serviceCall, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isProduct } from '../../../lib/product-guards';

type LifetimeOffer = LifetimeOfferResponse['data'];

const isLifetimeOffer = (value: unknown): value is LifetimeOffer =>
  value === null || (isRecord(value) && isProduct(value.product) && isRecord(value.price_info));

/** GET /bff/ecommerce/vitalicia/user-offer (signed in): the lifetime plan offered to the student, or null. */
export function getLifetimeOffer(http: HttpClients, signal?: AbortSignal): Promise<LifetimeOffer> {
  return serviceCall(AREA_NAME, 'getLifetimeOffer', async () => {
    const body = await http.ecommerce.get('bff/ecommerce/vitalicia/user-offer', { signal }).json<unknown>();
    return expectData(body, isLifetimeOffer, 'oferta vitalícia');
  });
}

export function lifetimeOfferQuery(http: HttpClients) {
  return queryOptions({
    queryKey: [AREA_NAME, 'lifetime-offer'],
    queryFn: ({ signal }) => getLifetimeOffer(http, signal),
    staleTime: STALE_TIME.default,
  });
}

export function useLifetimeOffer() {
  const { http, session } = usePlatform();
  return useQuery({ ...lifetimeOfferQuery(http), enabled: session.getUser() !== null });
}
