import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  CATEGORIZED_CATEGORIES,
  CATEGORIZED_PRODUCTS_PER_CATEGORY,
  usePlatform,
  type CatalogCategorizedResponse,
  type CatalogCategory,
  type HttpClients,
} from 'shared-contracts';
import {
  isRecord,
  serviceCall,
  shapeGuard,
  STALE_TIME,
  UnexpectedResponseError,
} from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isCatalogMeta, isProduct } from '../../../lib/product-guards';

const isCategory = shapeGuard<CatalogCategory>({
  id: 'number',
  name: 'string',
  slug: 'string',
  products: 'array',
});

/**
 * GET /bff/public/ecommerce/catalog-categorized?page&perPage&productsPerCategory&total (5 categories with 15
 * products each, spec 3 §7, §9), asking for the total count the pager needs. A failure is logged and rethrown.
 */
export function getCatalogCategorized(
  http: HttpClients,
  page: number,
  signal?: AbortSignal,
): Promise<CatalogCategorizedResponse> {
  return serviceCall(AREA_NAME, 'getCatalogCategorized', async () => {
    const body = await http.ecommerce
      .get('bff/public/ecommerce/catalog-categorized', {
        searchParams: {
          page,
          perPage: CATEGORIZED_CATEGORIES,
          productsPerCategory: CATEGORIZED_PRODUCTS_PER_CATEGORY,
          total: true,
        },
        signal,
      })
      .json<unknown>();
    if (!isRecord(body) || !Array.isArray(body.data) || !isCatalogMeta(body.meta))
      throw new UnexpectedResponseError('catálogo por categorias');
    const data = body.data
      .filter(isCategory)
      .map((category) => ({ ...category, products: category.products.filter(isProduct) }));
    return { data, meta: body.meta };
  });
}

/** The catalogue by categories (reference data). */
export function catalogCategorizedQuery(http: HttpClients, page: number) {
  return queryOptions({
    queryKey: [AREA_NAME, 'catalog-categorized', page],
    queryFn: ({ signal }) => getCatalogCategorized(http, page, signal),
    staleTime: STALE_TIME.reference,
  });
}

export function useCatalogCategorized(page: number) {
  const { http } = usePlatform();
  return useQuery(catalogCategorizedQuery(http, page));
}
