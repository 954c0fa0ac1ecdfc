import { queryOptions } from '@tanstack/react-query';
import {
  CATALOGUE_PER_PAGE,
  FEATURED_LIMIT,
  TRAIL_CLASSIFICATIONS_PER_PAGE,
  type LdiTeacher,
  type PlatformApi,
} from 'shared-contracts';
import {
  expectList,
  getData,
  isArrayOf,
  isNullableString,
  serviceCall,
  shapeGuard,
  STALE_TIME,
} from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { createMarkedCatalogApi } from '../../../lib/marked-catalog/create-marked-catalog-api';
import { searchShelfQuery } from '../../../lib/marked-catalog/search-shelf-query';
import { HISTORY_LIMIT, TUTORINGS_API, TUTORINGS_ENTITY } from '../constants';
import type {
  TutoringClass,
  TutoringClassDetail,
  TutoringDetail,
  TutoringEntry,
  TutoringEventRecord,
} from './tutoring-types';

/**
 * Tutorings (spec 2 §7: '/v3/tutorings: filters, my-tutorings, featured, catalog, slug, done, class,
 * event-logs'), through the main API client (spec 1 §7: only strategic-track routes use the other one); page
 * sizes of spec 2 §9 (featured 20, classifications 100, catalogue 200). Shelves go through search v2.
 */

/** Every query of the tutorings: a change invalidates them together. */
const TUTORINGS_KEY = [AREA_NAME, 'tutorings'] as const;

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
const isEventRecord = shapeGuard<TutoringEventRecord>({
  tutoring_id: 'number',
  class_id: 'number?',
  event: 'string',
  created_at: 'string',
});

/**
 * filters (100): the catalogue's classifications; catalog (200) narrowed by classification_ids[n]; featured
 * (20); my-tutorings (POST and DELETE {id}); slug/{slug} with the classes and marks; PUT done/{id} or
 * not-done/{id}; PUT class/done/{classId} or class/not-done/{classId}; POST event-logs. After a change the next
 * GET of a tutoring skips caches (spec 1 §7: no-cache key 'tutorings').
 */
export const tutoringsApi = createMarkedCatalogApi({
  key: TUTORINGS_KEY,
  client: 'api',
  base: TUTORINGS_API,
  isEntry: isTutoringEntry,
  isDetail: isTutoringDetail,
  ownerField: 'tutoring_id',
  list: { path: 'my-tutorings' },
  classMarkIn: 'path',
  noCache: 'tutorings',
  events: { entry: 'tutoring', list: 'my_tutorings' },
  calls: {
    catalog: {
      service: 'getTutorings',
      what: 'catálogo',
      perPage: CATALOGUE_PER_PAGE,
      staleTime: STALE_TIME.default,
    },
    featured: {
      service: 'getFeaturedTutorings',
      what: 'destaques',
      perPage: FEATURED_LIMIT,
      staleTime: STALE_TIME.default,
    },
    classifications: {
      path: 'filters',
      service: 'getTutoringFilters',
      what: 'filtros',
      perPage: TRAIL_CLASSIFICATIONS_PER_PAGE,
    },
    mine: { service: 'getMyTutorings', what: 'minha lista' },
    bySlug: { service: 'getTutoring', what: 'conteúdo', guard: isTutoringDetail },
    change: { service: 'changeTutoring', what: 'conteúdo' },
    log: { service: 'logTutoringEvent' },
  },
});

/** GET class/{id}: one class with its description and recording. */
export function tutoringClassQuery(platform: PlatformApi, classId: number) {
  return queryOptions({
    queryKey: [...TUTORINGS_KEY, 'class', classId],
    queryFn: ({ signal }) =>
      serviceCall(AREA_NAME, 'getTutoringClass', () =>
        getData(platform.http.api, `${TUTORINGS_API}/class/${classId}`, isClassDetail, 'aula', { signal }),
      ),
    staleTime: STALE_TIME.default,
  });
}

/** GET event-logs?tutoring_id=: the student's latest events in one tutoring, newest first. */
export function tutoringHistoryQuery(platform: PlatformApi, tutoringId: number) {
  return queryOptions({
    queryKey: tutoringsApi.eventLogsKey(tutoringId),
    queryFn: ({ signal }) =>
      serviceCall(AREA_NAME, 'getTutoringEventLogs', async () =>
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

/** POST bff/search/v2/tutorings/shelves: one shelf (onlyHasAccess forced). */
export const tutoringShelfQuery = searchShelfQuery(tutoringsApi, {
  entity: TUTORINGS_ENTITY,
  service: 'getTutoringShelf',
  what: 'estante',
});
