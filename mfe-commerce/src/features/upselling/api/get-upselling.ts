import { queryOptions, useQuery } from '@tanstack/react-query';
import { STALE_TIME } from 'shared-design-system/area';
import { usePlatform, type HttpClients, type UpsellingProduct } from 'shared-contracts';
import { isRecord, UnexpectedResponseError } from '../../../lib/product-guards';
import { AREA_NAME } from '../../../constants';

function isUpsellingProduct(value: unknown): value is UpsellingProduct {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.name === 'string' &&
    Array.isArray(value.bonuses) &&
    value.bonuses.every(
      (bonus) =>
        isRecord(bonus) &&
        isRecord(bonus.product) &&
        isRecord(bonus.price_info) &&
        isRecord(bonus.price_info.from_price) &&
        isRecord(bonus.price_info.to_price),
    )
  );
}

/** GET /bff/ecommerce/upselling (signed in): the student's plans with their renewal and upgrade offers. */
export async function getUpselling(http: HttpClients, signal?: AbortSignal): Promise<UpsellingProduct[]> {
  const body = await http.ecommerce.get('bff/ecommerce/upselling', { signal }).json<unknown>();
  if (!isRecord(body) || !Array.isArray(body.data)) throw new UnexpectedResponseError('upselling');
  return body.data.filter(isUpsellingProduct);
}

/** The early renewal and upgrade offers of the student. */
export function upsellingQuery(http: HttpClients) {
  return queryOptions({
    queryKey: [AREA_NAME, 'upselling'],
    queryFn: ({ signal }) => getUpselling(http, signal),
    staleTime: STALE_TIME.default,
  });
}

export function useUpselling() {
  const { http } = usePlatform();
  return useQuery(upsellingQuery(http));
}
