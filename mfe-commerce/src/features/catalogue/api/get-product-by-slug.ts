import { queryOptions, useQuery } from '@tanstack/react-query';
import { isNotFoundError, STALE_TIME } from 'shared-design-system/area';
import { usePlatform, type HttpClients, type Product } from 'shared-contracts';
import { isProduct, isRecord, UnexpectedResponseError } from '../../../lib/product-guards';
import { AREA_NAME } from '../../../constants';

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
    if (isNotFoundError(error)) return null;
    throw error;
  }
  const data = isRecord(body) ? body.data : undefined;
  if (!isProduct(data)) throw new UnexpectedResponseError('produto');
  return data;
}

/** The product of /curso/{slug}, or null when unknown. */
export function productQuery(http: HttpClients, slug: string) {
  return queryOptions({
    queryKey: [AREA_NAME, 'product', slug],
    queryFn: ({ signal }) => getProductBySlug(http, slug, signal),
    staleTime: STALE_TIME.default,
  });
}

export function useProductBySlug(slug: string) {
  const { http } = usePlatform();
  return useQuery(productQuery(http, slug));
}
