import { usePlatform, type CatalogMetadataResponse, type HttpClients } from 'shared-contracts';
import { isRecord, UnexpectedAnswerError } from '../../../lib/product-guards';
import { readApiError } from '../../../lib/read-api-error';
import { useRemoteData } from '../../../lib/use-remote-data';

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
    if ((await readApiError(error)).status === 404) return null;
    throw error;
  }
  const data = isRecord(body) ? body.data : undefined;
  if (!isRecord(data) || typeof data.id !== 'number' || typeof data.name !== 'string')
    throw new UnexpectedAnswerError('categoria');
  return data as unknown as CategoryMetadata;
}

export function useCategoryMetadata(slug: string) {
  const { http } = usePlatform();
  return useRemoteData((signal) => getCategoryMetadata(http, slug, signal), slug);
}
