import { usePlatform, type HttpClients, type UpsellingProduct } from 'shared-contracts';
import { isRecord, UnexpectedAnswerError } from '../../../lib/product-guards';
import { useRemoteData } from '../../../lib/use-remote-data';

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
  if (!isRecord(body) || !Array.isArray(body.data)) throw new UnexpectedAnswerError('upselling');
  return body.data.filter(isUpsellingProduct);
}

export function useUpselling() {
  const { http } = usePlatform();
  return useRemoteData((signal) => getUpselling(http, signal), 'upselling');
}
