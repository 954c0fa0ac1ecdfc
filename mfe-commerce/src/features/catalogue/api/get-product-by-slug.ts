import { queryOptions, useQuery } from '@tanstack/react-query';
import { usePlatform, type HttpClients, type Product } from 'shared-contracts';
import { getDataOrNull, serviceCall, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isProduct } from '../../../lib/product-guards';

/**
 * GET /bff/public/ecommerce/products/{slug} (public): the product of /curso/{slug}; null when unknown (a 404
 * is an answer, not a failure). A failure is logged and rethrown.
 */
export function getProductBySlug(
  http: HttpClients,
  slug: string,
  signal?: AbortSignal,
): Promise<Product | null> {
  return serviceCall(AREA_NAME, 'getProductBySlug', () =>
    getDataOrNull(
      http.ecommerce,
      `bff/public/ecommerce/products/${encodeURIComponent(slug)}`,
      isProduct,
      'produto',
      { signal },
    ),
  );
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
