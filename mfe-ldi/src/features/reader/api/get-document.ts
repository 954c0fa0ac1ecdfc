import type { LdiChapter, LdiCourse, PlatformApi } from 'shared-contracts';
import {
  expectData,
  expectList,
  FRESH_ON_RETURN,
  isArrayOf,
  serviceCall,
  shapeGuard,
} from 'shared-design-system/area';
import { queryOptions } from '@tanstack/react-query';
import { AREA_NAME } from '../../../constants';

const isDocument = shapeGuard<LdiCourse>({
  id: 'number',
  slug: 'string',
  title: 'string',
  teachers: 'array',
});

const isChapterItem = shapeGuard<LdiChapter['items'][number]>({ id: 'number', title: 'string' });

const isChapter = shapeGuard<LdiChapter>({
  id: 'number',
  title: 'string',
  items: (value) => isArrayOf(value, isChapterItem),
});

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
