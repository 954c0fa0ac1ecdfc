import { CUSTOM_COURSES_PER_PAGE, type LdiChapter, type LdiCourse, type PlatformApi } from 'shared-contracts';
import {
  expectData,
  expectList,
  FRESH_ON_RETURN,
  isArrayOf,
  isNumber,
  isRecord,
  serviceCall,
  shapeGuard,
} from 'shared-design-system/area';
import { queryOptions } from '@tanstack/react-query';
import { AREA_NAME } from '../../../constants';
import { noCacheOptions } from '../../../lib/no-cache-paths';

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

/**
 * GET /v3/mci/courses/slug/{slug}: the document's own data (no-cache once after a change of my courses marked
 * it, spec 2 §9).
 */
export function getDocument(platform: PlatformApi, slug: string, signal?: AbortSignal): Promise<LdiCourse> {
  return serviceCall(AREA_NAME, 'getDocument', async () => {
    const path = `v3/mci/courses/slug/${encodeURIComponent(slug)}`;
    const body = await platform.http.api
      .get(path, { signal, ...noCacheOptions(platform, path) })
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

/**
 * The custom course of /ldi-personalizado/{slug}: the one with that slug (or id) among the student's custom
 * courses, GET /v3/mci/custom-courses/?page&per_page=20&should_count=true page after page (spec 2 §9: custom
 * courses 20) until it is found or the list ends; a missing one is a 404 like an unknown document.
 */
export function getCustomDocument(
  platform: PlatformApi,
  slug: string,
  signal?: AbortSignal,
): Promise<LdiCourse> {
  return serviceCall(AREA_NAME, 'getCustomDocument', async () => {
    for (let page = 1; ; page += 1) {
      const body = await platform.http.api
        .get('v3/mci/custom-courses/', {
          searchParams: { page, per_page: CUSTOM_COURSES_PER_PAGE, should_count: true },
          signal,
        })
        .json<unknown>();
      const courses = expectList(body, isDocument, 'cursos personalizados');
      const found = courses.find((course) => course.slug === slug || String(course.id) === slug);
      if (found) return found;
      // the count when the answer has it, else a full page means there may be another
      const total = isRecord(body) && isNumber(body.total) ? body.total : null;
      const more =
        courses.length > 0 &&
        (total === null ? courses.length >= CUSTOM_COURSES_PER_PAGE : page * CUSTOM_COURSES_PER_PAGE < total);
      if (!more) throw new CustomCourseNotFound(slug);
    }
  });
}

/** A custom course the student does not have: shown as the not-found page (status 404). */
export class CustomCourseNotFound extends Error {
  readonly status = 404;
  constructor(slug: string) {
    super(`Curso personalizado não encontrado: ${slug}`);
    this.name = 'CustomCourseNotFound';
  }
}

/** GET /v3/mci/custom-courses/{id}/chapters. */
export function getCustomChapters(
  platform: PlatformApi,
  courseId: number,
  signal?: AbortSignal,
): Promise<LdiChapter[]> {
  return serviceCall(AREA_NAME, 'getCustomChapters', async () => {
    const body = await platform.http.api
      .get(`v3/mci/custom-courses/${courseId}/chapters`, { signal })
      .json<unknown>();
    return [...expectList(body, isChapter, 'capítulos')].sort((a, b) => a.position - b.position);
  });
}

export function customDocumentQuery(platform: PlatformApi, slug: string) {
  return queryOptions({
    queryKey: [AREA_NAME, 'ldi-personalizado', slug, 'document'],
    queryFn: ({ signal }) => getCustomDocument(platform, slug, signal),
    ...FRESH_ON_RETURN,
  });
}

export function customChaptersQuery(platform: PlatformApi, courseId: number) {
  return queryOptions({
    queryKey: [AREA_NAME, 'ldi-personalizado', courseId, 'chapters'],
    queryFn: ({ signal }) => getCustomChapters(platform, courseId, signal),
    ...FRESH_ON_RETURN,
  });
}
