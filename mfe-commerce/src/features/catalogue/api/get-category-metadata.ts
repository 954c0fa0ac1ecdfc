import { queryOptions, useQuery } from '@tanstack/react-query';
import { usePlatform, type CatalogMetadataResponse, type HttpClients } from 'shared-contracts';
import {
  hasNumber,
  hasString,
  isRecord,
  getDataOrNull,
  serviceCall,
  STALE_TIME,
} from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

export type CategoryMetadata = CatalogMetadataResponse['data'];

function isCategoryMetadata(value: unknown): value is CategoryMetadata {
  return isRecord(value) && hasNumber(value, 'id') && hasString(value, 'name');
}

/**
 * GET /bff/public/ecommerce/catalog/metadata/{slug}: the category behind /cursos/{category}; null when
 * unknown (a 404 is an answer, not a failure). A failure is logged and rethrown.
 */
export function getCategoryMetadata(
  http: HttpClients,
  slug: string,
  signal?: AbortSignal,
): Promise<CategoryMetadata | null> {
  return serviceCall(AREA_NAME, 'getCategoryMetadata', () =>
    getDataOrNull(
      http.ecommerce,
      `bff/public/ecommerce/catalog/metadata/${encodeURIComponent(slug)}`,
      isCategoryMetadata,
      'categoria',
      { signal },
    ),
  );
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
