import { useQuery } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts';
import { itemOrNullEndpoint, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isProduct } from '../../../lib/product-guards';

const product = itemOrNullEndpoint(AREA_NAME, 'getProductBySlug', {
  client: (http) => http.ecommerce,
  path: (slug: string) => `bff/public/ecommerce/products/${encodeURIComponent(slug)}`,
  guard: isProduct,
  what: 'produto',
  key: [AREA_NAME, 'product'],
  staleTime: STALE_TIME.default,
});

/**
 * GET /bff/public/ecommerce/products/{slug} (public): the product of /curso/{slug}; null when unknown (a 404
 * is an answer, not a failure). A failure is logged and rethrown.
 */
export const getProductBySlug = product.get;
/** The product of /curso/{slug}, or null when unknown. */
export const productQuery = product.query;

export function useProductBySlug(slug: string) {
  const { http } = usePlatform();
  return useQuery(productQuery(http, slug));
}
