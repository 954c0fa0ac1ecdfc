import { useQuery } from '@tanstack/react-query';
import { usePlatform, type CatalogMetadataResponse } from 'shared-contracts';
import { hasNumber, hasString, isRecord, itemOrNullEndpoint, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

export type CategoryMetadata = CatalogMetadataResponse['data'];

function isCategoryMetadata(value: unknown): value is CategoryMetadata {
  return isRecord(value) && hasNumber(value, 'id') && hasString(value, 'name');
}

const categoryMetadata = itemOrNullEndpoint(AREA_NAME, 'getCategoryMetadata', {
  client: (http) => http.ecommerce,
  path: (slug: string) => `bff/public/ecommerce/catalog/metadata/${encodeURIComponent(slug)}`,
  guard: isCategoryMetadata,
  what: 'categoria',
  key: [AREA_NAME, 'category'],
  staleTime: STALE_TIME.reference,
});

/**
 * GET /bff/public/ecommerce/catalog/metadata/{slug}: the category behind /cursos/{category}; null when
 * unknown (a 404 is an answer, not a failure). A failure is logged and rethrown.
 */
export const getCategoryMetadata = categoryMetadata.get;
/** A category's metadata (reference data). */
export const categoryMetadataQuery = categoryMetadata.query;

export function useCategoryMetadata(slug: string) {
  const { http } = usePlatform();
  return useQuery(categoryMetadataQuery(http, slug));
}
