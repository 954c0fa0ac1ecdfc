import type { LdiCourse, MyCourse, PlatformApi } from 'shared-contracts';
import {
  expectData,
  expectList,
  serviceCall,
  shapeGuard,
  STALE_TIME,
  type FieldCheck,
} from 'shared-design-system/area';
import { queryOptions } from '@tanstack/react-query';
import { AREA_NAME } from '../../../constants';
import { COURSE_PATHS, courseCacheOptions } from './course-no-cache';

/** What a course has in both lists. */
const COURSE: Record<string, FieldCheck> = {
  id: 'number',
  slug: 'string',
  title: 'string',
  teachers: 'array',
};

const isMyCourse = shapeGuard<MyCourse>({ ...COURSE, progress: 'number' });

export const isLdiCourse = shapeGuard<LdiCourse>({ ...COURSE, is_my_course: 'boolean' });

/** GET /v3/courses/my-courses (no-cache once after the list changed). */
export function getMyCourses(platform: PlatformApi, signal?: AbortSignal): Promise<MyCourse[]> {
  return serviceCall(AREA_NAME, 'getMyCourses', async () => {
    const path = COURSE_PATHS.myCourses;
    const body = await platform.http.api
      .get(path, { signal, ...courseCacheOptions(platform, path) })
      .json<unknown>();
    return expectList(body, isMyCourse, 'meus cursos');
  });
}

/** GET /v3/courses/slug/{slug} (no-cache once after the course was added to or removed from my courses). */
export function getCourseBySlug(
  platform: PlatformApi,
  slug: string,
  signal?: AbortSignal,
): Promise<LdiCourse> {
  return serviceCall(AREA_NAME, 'getCourseBySlug', async () => {
    const path = COURSE_PATHS.bySlug(slug);
    const body = await platform.http.api
      .get(path, { signal, ...courseCacheOptions(platform, path) })
      .json<unknown>();
    return expectData(body, isLdiCourse, 'curso');
  });
}

/** Every query about the student's courses (their list, progress and membership change together). */
export const MY_COURSES_KEY = [AREA_NAME, 'my-courses'] as const;

/** The student's courses with their progress (default freshness: progress moves as they study). */
export function myCoursesQuery(platform: PlatformApi) {
  return queryOptions({
    queryKey: [...MY_COURSES_KEY, 'list'],
    queryFn: ({ signal }) => getMyCourses(platform, signal),
    staleTime: STALE_TIME.default,
  });
}

/** One course by slug. */
export function courseQuery(platform: PlatformApi, slug: string) {
  return queryOptions({
    queryKey: [...MY_COURSES_KEY, 'slug', slug],
    queryFn: ({ signal }) => getCourseBySlug(platform, slug, signal),
    staleTime: STALE_TIME.default,
  });
}
