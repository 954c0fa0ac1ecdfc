import { queryOptions } from '@tanstack/react-query';
import { SEARCH_PER_PAGE, type CourseSearchBody, type CourseShelf, type PlatformApi } from 'shared-contracts';
import {
  expectList,
  expectShape,
  isPagination,
  isRecord,
  serviceCall,
  STALE_TIME,
  type Pagination,
} from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isCourseShelf } from './course-guards';
import { COURSES_ENTITY_TYPE } from './search-my-courses';

/**
 * The body of a shelf search: spec 2 §5 'Shelf search always forces the onlyHasAccess filter true', whatever
 * filters the caller gives.
 */
export function shelfSearchBody(
  shelfId: string,
  type: string | undefined,
  page: number,
  filters: CourseSearchBody['filters'] = {},
): CourseSearchBody {
  return {
    q: '',
    entity_types: [type ?? COURSES_ENTITY_TYPE],
    shelves: [shelfId],
    page,
    per_page: SEARCH_PER_PAGE,
    filters: { ...filters, onlyHasAccess: true },
  };
}

/** One shelf and the page of its courses. */
export interface CourseShelfPage {
  data: CourseShelf;
  pagination: Pagination;
}

const isShelfPage = (value: unknown): value is CourseShelfPage =>
  isRecord(value) && isCourseShelf(value.data) && isPagination(value.pagination);

/** POST /bff/search/v2/courses/shelves/{id}: one shelf of courses, only those the student has access to. */
export function getCourseShelf(
  platform: PlatformApi,
  shelfId: string,
  type: string | undefined,
  page: number,
  signal?: AbortSignal,
): Promise<CourseShelfPage> {
  return serviceCall(AREA_NAME, 'getCourseShelf', async () =>
    expectShape(
      await platform.http.api
        .post(`bff/search/v2/courses/shelves/${encodeURIComponent(shelfId)}`, {
          json: shelfSearchBody(shelfId, type, page),
          signal,
        })
        .json<unknown>(),
      isShelfPage,
      'estante de cursos',
    ),
  );
}

export function courseShelfQuery(
  platform: PlatformApi,
  shelfId: string,
  type: string | undefined,
  page: number,
) {
  return queryOptions({
    queryKey: [AREA_NAME, 'my-courses', 'shelf', shelfId, type ?? COURSES_ENTITY_TYPE, page],
    queryFn: ({ signal }) => getCourseShelf(platform, shelfId, type, page, signal),
    staleTime: STALE_TIME.default,
  });
}

/** POST /bff/search/v2/courses/shelves: the shelves of courses (names only are shown), access forced. */
export function courseShelvesQuery(platform: PlatformApi) {
  return queryOptions({
    queryKey: [AREA_NAME, 'my-courses', 'shelves'],
    queryFn: ({ signal }) =>
      serviceCall(AREA_NAME, 'getCourseShelves', async () => {
        const json: CourseSearchBody = {
          q: '',
          entity_types: [COURSES_ENTITY_TYPE],
          page: 1,
          per_page: SEARCH_PER_PAGE,
          filters: { onlyHasAccess: true },
        };
        const body = await platform.http.api
          .post('bff/search/v2/courses/shelves', { json, signal })
          .json<unknown>();
        return expectList(body, isCourseShelf, 'estantes de cursos');
      }),
    staleTime: STALE_TIME.reference,
  });
}
