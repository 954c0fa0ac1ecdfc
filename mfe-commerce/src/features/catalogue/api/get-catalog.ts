import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  PRODUCT_CATALOGUE_PER_PAGE,
  usePlatform,
  type CatalogResponse,
  type HttpClients,
} from 'shared-contracts';
import { isRecord, serviceCall, STALE_TIME, UnexpectedResponseError } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isCatalogMeta, isProduct } from '../../../lib/product-guards';

export interface CatalogQuery {
  page: number;
  categoryId?: number | null;
  /** ask for the catalogue banner (first page of the main catalogue) */
  banner?: boolean;
}

/**
 * Narrows a catalogue answer (also used by the search call, which answers the same shape); products that
 * are not products are left out, the others are shown.
 */
export function toCatalogResponse(body: unknown): CatalogResponse {
  if (!isRecord(body) || !Array.isArray(body.data) || !isCatalogMeta(body.meta))
    throw new UnexpectedResponseError('catálogo');
  const banner =
    isRecord(body.banner) && typeof body.banner.title === 'string'
      ? (body.banner as unknown as CatalogResponse['banner'])
      : null;
  return { data: body.data.filter(isProduct), meta: body.meta, banner };
}

/**
 * GET /bff/public/ecommerce/catalog?page&perPage&total&banner&categoryId (public; 16 per page, spec 3 §7),
 * asking for the total count the pager needs. A failure is logged and rethrown.
 */
export function getCatalog(
  http: HttpClients,
  query: CatalogQuery,
  signal?: AbortSignal,
): Promise<CatalogResponse> {
  const searchParams: Record<string, string | number | boolean> = {
    page: query.page,
    perPage: PRODUCT_CATALOGUE_PER_PAGE,
    total: true,
  };
  if (query.categoryId) searchParams.categoryId = query.categoryId;
  if (query.banner) searchParams.banner = true;
  return serviceCall(AREA_NAME, 'getCatalog', async () => {
    const body = await http.ecommerce
      .get('bff/public/ecommerce/catalog', { searchParams, signal })
      .json<unknown>();
    return toCatalogResponse(body);
  });
}

/** One catalogue page (the whole catalogue, or one category): reference data. */
export function catalogQuery(http: HttpClients, query: CatalogQuery) {
  return queryOptions({
    queryKey: [AREA_NAME, 'catalog', query.categoryId ?? null, query.page, Boolean(query.banner)],
    queryFn: ({ signal }) => getCatalog(http, query, signal),
    staleTime: STALE_TIME.reference,
  });
}

export function useCatalog(query: CatalogQuery) {
  const { http } = usePlatform();
  return useQuery(catalogQuery(http, query));
}
