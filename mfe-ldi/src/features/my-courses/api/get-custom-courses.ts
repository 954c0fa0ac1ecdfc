import { queryOptions } from '@tanstack/react-query';
import { CUSTOM_COURSES_PER_PAGE, type LdiCourse, type PlatformApi } from 'shared-contracts';
import {
  expectShape,
  isArrayOf,
  isNumber,
  isRecord,
  serviceCall,
  STALE_TIME,
} from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isLdiCourseEntry } from './course-guards';

/** A page of custom courses and how many there are. */
export interface CustomCoursesPage {
  data: LdiCourse[];
  total: number;
}

const isCustomCoursesPage = (value: unknown): value is CustomCoursesPage =>
  isRecord(value) && isArrayOf(value.data, isLdiCourseEntry) && isNumber(value.total);

/** GET /v3/mci/custom-courses/?page&per_page=20&should_count=true: the student's custom courses. */
export function getCustomCourses(
  platform: PlatformApi,
  page: number,
  signal?: AbortSignal,
): Promise<CustomCoursesPage> {
  return serviceCall(AREA_NAME, 'getCustomCourses', async () =>
    expectShape(
      await platform.http.api
        .get('v3/mci/custom-courses/', {
          searchParams: { page, per_page: CUSTOM_COURSES_PER_PAGE, should_count: true },
          signal,
        })
        .json<unknown>(),
      isCustomCoursesPage,
      'cursos personalizados',
    ),
  );
}

export function customCoursesQuery(platform: PlatformApi, page: number) {
  return queryOptions({
    queryKey: [AREA_NAME, 'my-courses', 'custom', page],
    queryFn: ({ signal }) => getCustomCourses(platform, page, signal),
    staleTime: STALE_TIME.default,
  });
}
