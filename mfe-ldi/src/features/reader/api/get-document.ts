import type { LdiChapter, LdiCourse, PlatformApi } from 'shared-contracts';
import {
  expectData,
  expectList,
  hasNumber,
  hasString,
  isRecord,
  FRESH_ON_RETURN,
  serviceCall,
} from 'shared-design-system/area';
import { queryOptions } from '@tanstack/react-query';
import { AREA_NAME } from '../../../constants';

function isDocument(value: unknown): value is LdiCourse {
  return (
    isRecord(value) &&
    hasNumber(value, 'id') &&
    hasString(value, 'slug') &&
    hasString(value, 'title') &&
    Array.isArray(value.teachers)
  );
}

function isChapter(value: unknown): value is LdiChapter {
  return (
    isRecord(value) &&
    hasNumber(value, 'id') &&
    hasString(value, 'title') &&
    Array.isArray(value.items) &&
    value.items.every((item) => isRecord(item) && hasNumber(item, 'id') && hasString(item, 'title'))
  );
}

/** GET /v3/mci/courses/slug/{slug}: the document's own data. */
export function getDocument(platform: PlatformApi, slug: string, signal?: AbortSignal): Promise<LdiCourse> {
  return serviceCall(AREA_NAME, 'getDocument', async () => {
    const body = await platform.http.api
      .get(`v3/mci/courses/slug/${encodeURIComponent(slug)}`, { signal })
      .json<unknown>();
    return expectData(body, isDocument, 'livro digital');
  });
}

/** GET /v3/mci/my-courses/slug/{slug}/chapters: chapters with their items (blocks come per item). */
export function getChapters(
  platform: PlatformApi,
  slug: string,
  signal?: AbortSignal,
): Promise<LdiChapter[]> {
  return serviceCall(AREA_NAME, 'getChapters', async () => {
    const body = await platform.http.api
      .get(`v3/mci/my-courses/slug/${encodeURIComponent(slug)}/chapters`, { signal })
      .json<unknown>();
    return [...expectList(body, isChapter, 'capítulos')].sort((a, b) => a.position - b.position);
  });
}

/**
 * The document of /ldi/{slug}. An interactive course's pages are not kept once left (spec 1 §2, pages excluded
 * from caching on return): coming back always loads fresh.
 */
export function documentQuery(platform: PlatformApi, slug: string) {
  return queryOptions({
    queryKey: [AREA_NAME, 'ldi', slug, 'document'],
    queryFn: ({ signal }) => getDocument(platform, slug, signal),
    ...FRESH_ON_RETURN,
  });
}

/** The chapters of /ldi/{slug} (fresh on return, like the document). */
export function chaptersQuery(platform: PlatformApi, slug: string) {
  return queryOptions({
    queryKey: [AREA_NAME, 'ldi', slug, 'chapters'],
    queryFn: ({ signal }) => getChapters(platform, slug, signal),
    ...FRESH_ON_RETURN,
  });
}
