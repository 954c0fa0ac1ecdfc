import { queryOptions } from '@tanstack/react-query';
import type { HttpClients, Product } from 'shared-contracts';
import { expectData, serviceCall, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME, CATALOGUE_ARGUMENT_ERRORS } from '../../../constants';
import { isProduct } from '../../../lib/product-guards';

/** GET /bff/public/ecommerce/product/{id} (public). Without an id: 'getById requires an id' (spec 3 §5). */
export function getProductById(
  http: HttpClients,
  id: number | null | undefined,
  signal?: AbortSignal,
): Promise<Product> {
  if (id === null || id === undefined || !Number.isInteger(id))
    return Promise.reject(new Error(CATALOGUE_ARGUMENT_ERRORS.byId));
  return serviceCall(AREA_NAME, 'getProductById', async () => {
    const body = await http.ecommerce.get(`bff/public/ecommerce/product/${id}`, { signal }).json<unknown>();
    return expectData(body, isProduct, 'produto');
  });
}

export function productByIdQuery(http: HttpClients, id: number) {
  return queryOptions({
    queryKey: [AREA_NAME, 'product-by-id', id],
    queryFn: ({ signal }) => getProductById(http, id, signal),
    staleTime: STALE_TIME.default,
  });
}
