import { queryOptions } from '@tanstack/react-query';
import type { HttpClients, Product } from 'shared-contracts';
import { expectData, serviceCall, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isList, isProduct } from '../../../lib/product-guards';

/** GET /ws/product/catalog/{slug} (public): one product of the catalogue web service. */
export function getWsProduct(http: HttpClients, slug: string, signal?: AbortSignal): Promise<Product> {
  return serviceCall(AREA_NAME, 'getWsProduct', async () => {
    const body = await http.ecommerce
      .get(`ws/product/catalog/${encodeURIComponent(slug)}`, { signal })
      .json<unknown>();
    return expectData(body, isProduct, 'produto');
  });
}

/** GET /ws/product/catalog/many/{slugs comma separated} (public); a bad entry is left out. */
export function getWsProducts(
  http: HttpClients,
  slugs: readonly string[],
  signal?: AbortSignal,
): Promise<Product[]> {
  return serviceCall(AREA_NAME, 'getWsProducts', async () => {
    const path = slugs.map(encodeURIComponent).join(',');
    const body = await http.ecommerce.get(`ws/product/catalog/many/${path}`, { signal }).json<unknown>();
    return expectData(body, isList, 'produtos').filter(isProduct);
  });
}

/** Products by slug, as the cart and the course page may refresh them (reference data). */
export function wsProductsQuery(http: HttpClients, slugs: readonly string[]) {
  return queryOptions({
    queryKey: [AREA_NAME, 'ws-products', [...slugs]],
    queryFn: ({ signal }) => getWsProducts(http, slugs, signal),
    staleTime: STALE_TIME.default,
    enabled: slugs.length > 0,
  });
}
