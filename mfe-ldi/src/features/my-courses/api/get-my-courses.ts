import type { LdiCourse, MyCourse, PlatformApi } from 'shared-contracts';
import {
  expectData,
  expectList,
  hasNumber,
  hasString,
  isRecord,
  logServiceFailure,
} from 'shared-design-system/area';

function isCourseBase(value: unknown): value is Record<string, unknown> {
  return (
    isRecord(value) &&
    hasNumber(value, 'id') &&
    hasString(value, 'slug') &&
    hasString(value, 'title') &&
    Array.isArray(value.teachers)
  );
}

function isMyCourse(value: unknown): value is MyCourse {
  return isCourseBase(value) && hasNumber(value, 'progress');
}

export function isLdiCourse(value: unknown): value is LdiCourse {
  return isCourseBase(value) && typeof value.is_my_course === 'boolean';
}

/** GET /v3/courses/my-courses */
export async function getMyCourses(platform: PlatformApi, signal?: AbortSignal): Promise<MyCourse[]> {
  try {
    const body = await platform.http.api.get('v3/courses/my-courses', { signal }).json<unknown>();
    return expectList(body, isMyCourse, 'meus cursos');
  } catch (error) {
    logServiceFailure('mfe-ldi', 'getMyCourses', error);
    throw error;
  }
}

/** GET /v3/courses/slug/{slug} */
export async function getCourseBySlug(
  platform: PlatformApi,
  slug: string,
  signal?: AbortSignal,
): Promise<LdiCourse> {
  try {
    const body = await platform.http.api
      .get(`v3/courses/slug/${encodeURIComponent(slug)}`, { signal })
      .json<unknown>();
    return expectData(body, isLdiCourse, 'curso');
  } catch (error) {
    logServiceFailure('mfe-ldi', 'getCourseBySlug', error);
    throw error;
  }
}
