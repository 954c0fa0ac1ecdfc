import {
  PRODUCT_CATALOGUE_PER_PAGE,
  usePlatform,
  type CatalogResponse,
  type HttpClients,
} from 'shared-contracts';
import { isCatalogMeta, isProduct, isRecord, UnexpectedAnswerError } from '../../../lib/product-guards';
import { useRemoteData } from '../../../lib/use-remote-data';

export interface CatalogQuery {
  page: number;
  categoryId?: number | null;
  /** ask for the catalogue banner (first page of the main catalogue) */
  banner?: boolean;
}

/** Narrows a catalogue answer (also used by the search call, which answers the same shape). */
export function toCatalogResponse(body: unknown): CatalogResponse {
  if (!isRecord(body) || !Array.isArray(body.data) || !isCatalogMeta(body.meta))
    throw new UnexpectedAnswerError('catálogo');
  const banner =
    isRecord(body.banner) && typeof body.banner.title === 'string'
      ? (body.banner as unknown as CatalogResponse['banner'])
      : null;
  return { data: body.data.filter(isProduct), meta: body.meta, banner };
}

/** GET /bff/public/ecommerce/catalog (public; 16 per page, spec 3 §7). */
export async function getCatalog(
  http: HttpClients,
  query: CatalogQuery,
  signal?: AbortSignal,
): Promise<CatalogResponse> {
  const searchParams: Record<string, string | number | boolean> = {
    page: query.page,
    perPage: PRODUCT_CATALOGUE_PER_PAGE,
  };
  if (query.categoryId) searchParams.categoryId = query.categoryId;
  if (query.banner) searchParams.banner = true;
  const body = await http.ecommerce
    .get('bff/public/ecommerce/catalog', { searchParams, signal })
    .json<unknown>();
  return toCatalogResponse(body);
}

/** One catalogue page (the whole catalogue, or one category). */
export function useCatalog(query: CatalogQuery) {
  const { http } = usePlatform();
  return useRemoteData((signal) => getCatalog(http, query, signal), JSON.stringify(query));
}
