import type { LdiChapter, LdiCourse, PlatformApi } from 'shared-contracts';
import {
  expectData,
  expectList,
  hasNumber,
  hasString,
  isRecord,
  logServiceFailure,
} from 'shared-design-system/area';

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
export async function getDocument(
  platform: PlatformApi,
  slug: string,
  signal?: AbortSignal,
): Promise<LdiCourse> {
  try {
    const body = await platform.http.api
      .get(`v3/mci/courses/slug/${encodeURIComponent(slug)}`, { signal })
      .json<unknown>();
    return expectData(body, isDocument, 'livro digital');
  } catch (error) {
    logServiceFailure('mfe-ldi', 'getDocument', error);
    throw error;
  }
}

/** GET /v3/mci/my-courses/slug/{slug}/chapters: chapters with their items (blocks come per item). */
export async function getChapters(
  platform: PlatformApi,
  slug: string,
  signal?: AbortSignal,
): Promise<LdiChapter[]> {
  try {
    const body = await platform.http.api
      .get(`v3/mci/my-courses/slug/${encodeURIComponent(slug)}/chapters`, { signal })
      .json<unknown>();
    return [...expectList(body, isChapter, 'capítulos')].sort((a, b) => a.position - b.position);
  } catch (error) {
    logServiceFailure('mfe-ldi', 'getChapters', error);
    throw error;
  }
}
