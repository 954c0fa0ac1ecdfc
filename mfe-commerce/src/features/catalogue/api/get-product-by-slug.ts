import { usePlatform, type HttpClients, type Product } from 'shared-contracts';
import { isProduct, isRecord, UnexpectedAnswerError } from '../../../lib/product-guards';
import { readApiError } from '../../../lib/read-api-error';
import { useRemoteData } from '../../../lib/use-remote-data';

/** GET /bff/public/ecommerce/products/{slug} (public): the product of /curso/{slug}; null when unknown. */
export async function getProductBySlug(
  http: HttpClients,
  slug: string,
  signal?: AbortSignal,
): Promise<Product | null> {
  let body: unknown;
  try {
    body = await http.ecommerce
      .get(`bff/public/ecommerce/products/${encodeURIComponent(slug)}`, { signal })
      .json<unknown>();
  } catch (error) {
    if ((await readApiError(error)).status === 404) return null;
    throw error;
  }
  const data = isRecord(body) ? body.data : undefined;
  if (!isProduct(data)) throw new UnexpectedAnswerError('produto');
  return data;
}

export function useProductBySlug(slug: string) {
  const { http } = usePlatform();
  return useRemoteData((signal) => getProductBySlug(http, slug, signal), slug);
}
