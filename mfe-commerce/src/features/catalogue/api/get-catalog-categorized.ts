import {
  CATEGORIZED_CATEGORIES,
  CATEGORIZED_PRODUCTS_PER_CATEGORY,
  usePlatform,
  type CatalogCategorizedResponse,
  type CatalogCategory,
  type HttpClients,
} from 'shared-contracts';
import { isCatalogMeta, isProduct, isRecord, UnexpectedAnswerError } from '../../../lib/product-guards';
import { useRemoteData } from '../../../lib/use-remote-data';

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
    throw new UnexpectedAnswerError('catálogo por categorias');
  const data = body.data
    .filter(isCategory)
    .map((category) => ({ ...category, products: category.products.filter(isProduct) }));
  return { data, meta: body.meta };
}

export function useCatalogCategorized(page: number) {
  const { http } = usePlatform();
  return useRemoteData((signal) => getCatalogCategorized(http, page, signal), String(page));
}
