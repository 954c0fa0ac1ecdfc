import { queryOptions, useQuery } from '@tanstack/react-query';
import { isNotFoundError, STALE_TIME } from 'shared-design-system/area';
import { usePlatform, type CatalogMetadataResponse, type HttpClients } from 'shared-contracts';
import { isRecord, UnexpectedResponseError } from '../../../lib/product-guards';
import { AREA_NAME } from '../../../constants';

export type CategoryMetadata = CatalogMetadataResponse['data'];

/** GET /bff/public/ecommerce/catalog/metadata/{slug}: the category behind /cursos/{category}; null when unknown. */
export async function getCategoryMetadata(
  http: HttpClients,
  slug: string,
  signal?: AbortSignal,
): Promise<CategoryMetadata | null> {
  let body: unknown;
  try {
    body = await http.ecommerce
      .get(`bff/public/ecommerce/catalog/metadata/${encodeURIComponent(slug)}`, { signal })
      .json<unknown>();
  } catch (error) {
    if (isNotFoundError(error)) return null;
    throw error;
  }
  const data = isRecord(body) ? body.data : undefined;
  if (!isRecord(data) || typeof data.id !== 'number' || typeof data.name !== 'string')
    throw new UnexpectedResponseError('categoria');
  return data as unknown as CategoryMetadata;
}

/** A category's metadata (reference data). */
export function categoryMetadataQuery(http: HttpClients, slug: string) {
  return queryOptions({
    queryKey: [AREA_NAME, 'category', slug],
    queryFn: ({ signal }) => getCategoryMetadata(http, slug, signal),
    staleTime: STALE_TIME.reference,
  });
}

export function useCategoryMetadata(slug: string) {
  const { http } = usePlatform();
  return useQuery(categoryMetadataQuery(http, slug));
}
