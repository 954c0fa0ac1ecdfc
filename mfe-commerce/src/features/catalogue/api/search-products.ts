import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  PRODUCT_CATALOGUE_PER_PAGE,
  usePlatform,
  type CatalogResponse,
  type HttpClients,
} from 'shared-contracts';
import { serviceCall, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { toCatalogResponse } from './get-catalog';

/** GET /bff/public/ecommerce/search/{term} (public). A failure is logged and rethrown. */
export function searchProducts(
  http: HttpClients,
  term: string,
  page: number,
  signal?: AbortSignal,
): Promise<CatalogResponse> {
  return serviceCall(AREA_NAME, 'searchProducts', async () => {
    const body = await http.ecommerce
      .get(`bff/public/ecommerce/search/${encodeURIComponent(term)}`, {
        searchParams: { page, perPage: PRODUCT_CATALOGUE_PER_PAGE },
        signal,
      })
      .json<unknown>();
    return toCatalogResponse(body);
  });
}

/** One page of the product search. */
export function productSearchQuery(http: HttpClients, term: string, page: number) {
  return queryOptions({
    queryKey: [AREA_NAME, 'search', term, page],
    queryFn: ({ signal }) => searchProducts(http, term, page, signal),
    staleTime: STALE_TIME.default,
  });
}

export function useProductSearch(term: string, page: number) {
  const { http } = usePlatform();
  return useQuery(productSearchQuery(http, term, page));
}
