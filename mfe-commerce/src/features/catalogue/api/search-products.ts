import {
  PRODUCT_CATALOGUE_PER_PAGE,
  usePlatform,
  type CatalogResponse,
  type HttpClients,
} from 'shared-contracts';
import { useRemoteData } from '../../../lib/use-remote-data';
import { toCatalogResponse } from './get-catalog';

/** GET /bff/public/ecommerce/search/{term} (public). */
export async function searchProducts(
  http: HttpClients,
  term: string,
  page: number,
  signal?: AbortSignal,
): Promise<CatalogResponse> {
  const body = await http.ecommerce
    .get(`bff/public/ecommerce/search/${encodeURIComponent(term)}`, {
      searchParams: { page, perPage: PRODUCT_CATALOGUE_PER_PAGE },
      signal,
    })
    .json<unknown>();
  return toCatalogResponse(body);
}

export function useProductSearch(term: string, page: number) {
  const { http } = usePlatform();
  return useRemoteData((signal) => searchProducts(http, term, page, signal), `${term}|${page}`);
}
