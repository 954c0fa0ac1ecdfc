import { queryOptions } from '@tanstack/react-query';
import type { HttpClients, ProductShelfResponse } from 'shared-contracts';
import { expectData, serviceCall, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isProductShelf } from '../../../lib/checkout-guards';

type Shelf = ProductShelfResponse['data'];

/** GET /bff/public/ecommerce/products_shelf/{slug} or products_shelf/category/{id} (public). */
export function getProductShelf(
  http: HttpClients,
  by: { slug: string } | { categoryId: number },
  signal?: AbortSignal,
): Promise<Shelf> {
  return serviceCall(AREA_NAME, 'getProductShelf', async () => {
    const path = 'slug' in by ? encodeURIComponent(by.slug) : `category/${by.categoryId}`;
    const body = await http.ecommerce
      .get(`bff/public/ecommerce/products_shelf/${path}`, { signal })
      .json<unknown>();
    return expectData(body, isProductShelf, 'vitrine');
  });
}

export function productShelfQuery(http: HttpClients, by: { slug: string } | { categoryId: number }) {
  return queryOptions({
    queryKey: [AREA_NAME, 'products-shelf', by],
    queryFn: ({ signal }) => getProductShelf(http, by, signal),
    staleTime: STALE_TIME.reference,
  });
}
