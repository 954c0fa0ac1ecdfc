import type { LdiSearchHit, PlatformApi } from 'shared-contracts';
import { queryOptions } from '@tanstack/react-query';
import { expectList, hasNumber, hasString, isRecord, serviceCall } from 'shared-design-system/area';
import { AREA_NAME, DOCUMENT_SEARCH_MIN_LENGTH, type ViewMode } from '../../../constants';

const isHit = (value: unknown): value is LdiSearchHit =>
  isRecord(value) &&
  hasNumber(value, 'chapter_id') &&
  hasString(value, 'chapter_title') &&
  hasString(value, 'item_title') &&
  hasNumber(value, 'block_id') &&
  hasString(value, 'excerpt');

/** GET /ldi/api/busca?term&slug&content_mode: the passages of the document holding the term. */
export function searchDocument(
  platform: PlatformApi,
  slug: string,
  term: string,
  mode: ViewMode,
  signal?: AbortSignal,
): Promise<LdiSearchHit[]> {
  return serviceCall(AREA_NAME, 'searchDocument', async () => {
    const body = await platform.http.api
      .get('ldi/api/busca', { searchParams: { term, slug, content_mode: mode }, signal })
      .json<unknown>();
    return expectList(body, isHit, 'resultados da busca');
  });
}

/** The search of a document, asked only once the term is long enough. */
export function searchDocumentQuery(platform: PlatformApi, slug: string, term: string, mode: ViewMode) {
  return queryOptions({
    queryKey: [AREA_NAME, 'ldi', 'busca', slug, term, mode],
    queryFn: ({ signal }) => searchDocument(platform, slug, term, mode, signal),
    enabled: term.length >= DOCUMENT_SEARCH_MIN_LENGTH,
  });
}
