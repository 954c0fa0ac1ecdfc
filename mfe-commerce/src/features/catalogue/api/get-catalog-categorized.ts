import { queryOptions, useQuery } from '@tanstack/react-query';
import { STALE_TIME } from 'shared-design-system/area';
import {
  CATEGORIZED_CATEGORIES,
  CATEGORIZED_PRODUCTS_PER_CATEGORY,
  usePlatform,
  type CatalogCategorizedResponse,
  type CatalogCategory,
  type HttpClients,
} from 'shared-contracts';
import { isCatalogMeta, isProduct, isRecord, UnexpectedResponseError } from '../../../lib/product-guards';
import { AREA_NAME } from '../../../constants';

function isCategory(value: unknown): value is CatalogCategory {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.name === 'string' &&
    typeof value.slug === 'string' &&
    Array.isArray(value.products)
  );
}

/** GET /bff/public/ecommerce/catalog-categorized (5 categories with 15 products each, spec 3 §9). */
export async function getCatalogCategorized(
  http: HttpClients,
  page: number,
  signal?: AbortSignal,
): Promise<CatalogCategorizedResponse> {
  const body = await http.ecommerce
    .get('bff/public/ecommerce/catalog-categorized', {
      searchParams: {
        page,
        perPage: CATEGORIZED_CATEGORIES,
        productsPerCategory: CATEGORIZED_PRODUCTS_PER_CATEGORY,
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
