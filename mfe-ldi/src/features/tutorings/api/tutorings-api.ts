import { queryOptions } from '@tanstack/react-query';
import {
  CATALOGUE_PER_PAGE,
  FEATURED_LIMIT,
  SEARCH_PER_PAGE,
  TRAIL_CLASSIFICATIONS_PER_PAGE,
  type CourseSearchBody,
  type LdiTeacher,
  type PlatformApi,
} from 'shared-contracts';
import {
  expectList,
  expectShape,
  getData,
  isArrayOf,
  isNullableString,
  isPagination,
  isRecord,
  serviceCall,
  shapeGuard,
  STALE_TIME,
  type Pagination,
} from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { HISTORY_LIMIT, TUTORINGS_API, TUTORINGS_ENTITY } from '../constants';
import type {
  TutoringClass,
  TutoringClassDetail,
  TutoringClassification,
  TutoringDetail,
  TutoringEntry,
  TutoringEventRecord,
  TutoringShelf,
} from './tutoring-types';

/**
 * Tutorings (spec 2 §7: '/v3/tutorings: filters, my-tutorings, featured, catalog, slug, done, class,
 * event-logs'), through the main API client (spec 1 §7: only strategic-track routes use the other one); page
 * sizes of spec 2 §9 (featured 20, classifications 100, catalogue 200). Shelves go through search v2.
 */

/** Every query of the tutorings: a change invalidates them together. */
export const TUTORINGS_KEY = [AREA_NAME, 'tutorings'] as const;

const isTeacher = shapeGuard<LdiTeacher>({ name: 'string' });
export const isTutoringEntry = shapeGuard<TutoringEntry>({
  id: 'number',
  slug: 'string',
  title: 'string',
  description: 'string',
  teachers: (value) => isArrayOf(value, isTeacher),
  classes_count: 'number',
  done: 'boolean',
  classification: 'string?',
});
const CLASS_FIELDS = {
  id: 'number',
  title: 'string',
  position: 'number',
  done: 'boolean',
  scheduled_at: isNullableString,
} as const;
const isTutoringClass = shapeGuard<TutoringClass>(CLASS_FIELDS);
export const isTutoringDetail = (value: unknown): value is TutoringDetail =>
  isTutoringEntry(value) &&
  shapeGuard({ in_my_tutorings: 'boolean', classes: (v) => isArrayOf(v, isTutoringClass) })(value);
const isClassDetail = shapeGuard<TutoringClassDetail>({
  ...CLASS_FIELDS,
  tutoring_id: 'number',
  description: 'string',
  recording_url: isNullableString,
});
const isClassification = shapeGuard<TutoringClassification>({ id: 'number', name: 'string' });
const isEventRecord = shapeGuard<TutoringEventRecord>({
  tutoring_id: 'number',
  class_id: 'number?',
  event: 'string',
  created_at: 'string',
});
const isShelf = shapeGuard<TutoringShelf>({
  type: 'string',
  title: 'string',
  total: 'number',
  items: (value) => isArrayOf(value, isTutoringEntry),
});
/** `{data: [...], pagination?}`: pagination is absent when everything came at once. */
const isEntriesPage = (value: unknown): value is { data: TutoringEntry[]; pagination?: Pagination } =>
  isRecord(value) &&
  isArrayOf(value.data, isTutoringEntry) &&
  (value.pagination === undefined || isPagination(value.pagination));

const call = <T>(name: string, run: () => Promise<T>) => serviceCall(AREA_NAME, name, run);

/** Spec 2 §5: classification ids are stripped of empties before the catalogue query. */
export function presentIds(ids: readonly (number | null | undefined)[]): number[] {
  return ids.filter((id): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0);
}

/** GET filters?page=1&per_page=100: the classifications the catalogue can be narrowed by. */
export function tutoringFiltersQuery(platform: PlatformApi) {
  return queryOptions({
    queryKey: [...TUTORINGS_KEY, 'filters'],
    queryFn: ({ signal }) =>
      call('getTutoringFilters', async () =>
        expectList(
          await platform.http.api
            .get(`${TUTORINGS_API}/filters`, {
              searchParams: { page: 1, per_page: TRAIL_CLASSIFICATIONS_PER_PAGE },
              signal,
            })
            .json<unknown>(),
          isClassification,
          'filtros',
        ),
      ),
    staleTime: STALE_TIME.reference,
  });
}

/** GET catalog?page=1&per_page=200&classification_ids[n]: the catalogue, narrowed by classifications. */
export function tutoringsCatalogQuery(platform: PlatformApi, classificationIds: readonly number[]) {
  const ids = presentIds(classificationIds);
  return queryOptions({
    queryKey: [...TUTORINGS_KEY, 'catalog', ids],
    queryFn: ({ signal }) =>
      call('getTutorings', async () => {
        const searchParams = new URLSearchParams([
          ['page', '1'],
          ['per_page', String(CATALOGUE_PER_PAGE)],
          ...ids.map((id, index): [string, string] => [`classification_ids[${index}]`, String(id)]),
        ]);
        return expectShape(
          await platform.http.api.get(`${TUTORINGS_API}/catalog`, { searchParams, signal }).json<unknown>(),
          isEntriesPage,
          'catálogo',
        ).data;
      }),
    staleTime: STALE_TIME.default,
  });
}

/** GET featured?per_page=20. */
export function featuredTutoringsQuery(platform: PlatformApi) {
  return queryOptions({
    queryKey: [...TUTORINGS_KEY, 'featured'],
    queryFn: ({ signal }) =>
      call('getFeaturedTutorings', async () =>
        expectList(
          await platform.http.api
            .get(`${TUTORINGS_API}/featured`, { searchParams: { per_page: FEATURED_LIMIT }, signal })
            .json<unknown>(),
          isTutoringEntry,
          'destaques',
        ),
      ),
    staleTime: STALE_TIME.default,
  });
}

/** GET my-tutorings: the student's list. */
export function myTutoringsQuery(platform: PlatformApi) {
  return queryOptions({
    queryKey: [...TUTORINGS_KEY, 'my-tutorings'],
    queryFn: ({ signal }) =>
      call('getMyTutorings', async () =>
        expectList(
          await platform.http.api.get(`${TUTORINGS_API}/my-tutorings`, { signal }).json<unknown>(),
          isTutoringEntry,
          'minha lista',
        ),
      ),
    staleTime: STALE_TIME.default,
  });
}

/** GET slug/{slug}: one tutoring with its classes and marks (a 404 is the area's not-found page). */
export function tutoringBySlugQuery(platform: PlatformApi, slug: string) {
  return queryOptions({
    queryKey: [...TUTORINGS_KEY, 'slug', slug],
    queryFn: ({ signal }) =>
      call('getTutoring', () =>
        getData(
          platform.http.api,
          `${TUTORINGS_API}/slug/${encodeURIComponent(slug)}`,
          isTutoringDetail,
          'conteúdo',
          { signal },
        ),
      ),
    staleTime: STALE_TIME.default,
  });
}

/** GET class/{id}: one class with its description and recording. */
export function tutoringClassQuery(platform: PlatformApi, classId: number) {
  return queryOptions({
    queryKey: [...TUTORINGS_KEY, 'class', classId],
    queryFn: ({ signal }) =>
      call('getTutoringClass', () =>
        getData(platform.http.api, `${TUTORINGS_API}/class/${classId}`, isClassDetail, 'aula', { signal }),
      ),
    staleTime: STALE_TIME.default,
  });
}

/** GET event-logs?tutoring_id=: the student's latest events in one tutoring, newest first. */
export function tutoringHistoryQuery(platform: PlatformApi, tutoringId: number) {
  return queryOptions({
    queryKey: [...TUTORINGS_KEY, 'event-logs', tutoringId],
    queryFn: ({ signal }) =>
      call('getTutoringEventLogs', async () =>
        expectList(
          await platform.http.api
            .get(`${TUTORINGS_API}/event-logs`, { searchParams: { tutoring_id: tutoringId }, signal })
            .json<unknown>(),
          isEventRecord,
          'histórico',
        ).slice(0, HISTORY_LIMIT),
      ),
    staleTime: STALE_TIME.live,
  });
}

/**
 * POST bff/search/v2/tutorings/shelves {shelves: [type], filters: {onlyHasAccess: true}}: one shelf; the shelf
 * search always forces onlyHasAccess (spec 2 §5).
 */
export function tutoringShelfQuery(platform: PlatformApi, type: string, page: number) {
  return queryOptions({
    queryKey: [...TUTORINGS_KEY, 'shelf', type, page],
    queryFn: ({ signal }) =>
      call('getTutoringShelf', async () => {
        const json: CourseSearchBody = {
          q: '',
          entity_types: [TUTORINGS_ENTITY],
          shelves: [type],
          page,
          per_page: SEARCH_PER_PAGE,
          filters: { onlyHasAccess: true },
        };
        return expectShape(
          await platform.http.api
            .post(`bff/search/v2/${TUTORINGS_ENTITY}/shelves`, { json, signal })
            .json<unknown>(),
          (value): value is { data: TutoringShelf; pagination: Pagination } =>
            isRecord(value) && isShelf(value.data) && isPagination(value.pagination),
          'estante',
        );
      }),
    staleTime: STALE_TIME.default,
  });
}
