import { queryOptions } from '@tanstack/react-query';
import {
  CATALOGUE_PER_PAGE,
  FEATURED_LIMIT,
  SEARCH_PER_PAGE,
  TRAIL_CLASSIFICATIONS_PER_PAGE,
  type CourseSearchBody,
  type PlatformApi,
  type StrategicTrail,
  type StrategicTrailAdd,
  type StrategicTrailDetail,
} from 'shared-contracts';
import { expectShape, isArrayOf, serviceCall, shapeGuard, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { createMarkedCatalogApi, isEntriesPage } from '../../../lib/marked-catalog/create-marked-catalog-api';
import { detailByIdQuery } from '../../../lib/marked-catalog/detail-by-id-query';
import { filterGroupsQuery } from '../../../lib/marked-catalog/filter-groups-query';
import { searchShelfQuery } from '../../../lib/marked-catalog/search-shelf-query';

/**
 * Strategic trails (spec 2 §7 Trails and Search). Every call goes through the strategic-track client, which adds
 * the interactive-track type header (spec 1 §7).
 */
const ENTITY = 'strategic-trails';
/** Spec 2 §3: a trail is added to my trails with its id and this title. */
export const MY_TRAILS_TITLE = 'minhas-trilhas';
/** Every query of the trails (their done marks and my trails change together). */
const TRAILS_KEY = [AREA_NAME, 'strategic-trails'] as const;

export const isTrail = shapeGuard<StrategicTrail>({
  id: 'number',
  slug: 'string',
  title: 'string',
  description: 'string',
  classification: 'string',
  classes_count: 'number',
  done: 'boolean',
});
const isTrailClass = shapeGuard({ id: 'number', title: 'string', position: 'number', done: 'boolean' });
export const isTrailDetail = (value: unknown): value is StrategicTrailDetail =>
  isTrail(value) &&
  shapeGuard({ in_my_trails: 'boolean', classes: (v) => isArrayOf(v, isTrailClass) })(value);

/**
 * catalog (200) narrowed by classification_ids[n] and the groups of filters; featured (20); classifications
 * (100): the catalogue's 'Áreas'; my-trails (POST {id, title: 'minhas-trilhas'}); slug/{slug}; PUT done/{id} or
 * not-done/{id}; POST class/done or class/not-done {trail_id, class_id}; POST event-logs.
 */
export const trailsApi = createMarkedCatalogApi({
  key: TRAILS_KEY,
  client: 'strategic',
  base: 'v3/strategic-trails',
  isEntry: isTrail,
  isDetail: isTrailDetail,
  ownerField: 'trail_id',
  list: { path: 'my-trails', body: { title: MY_TRAILS_TITLE } satisfies Omit<StrategicTrailAdd, 'id'> },
  classMarkIn: 'body',
  events: { entry: 'trail', list: 'my_trails' },
  calls: {
    catalog: {
      service: 'getStrategicTrails',
      what: 'trilhas estratégicas',
      perPage: CATALOGUE_PER_PAGE,
      staleTime: STALE_TIME.reference,
    },
    featured: {
      service: 'getFeaturedTrails',
      what: 'trilhas em destaque',
      perPage: FEATURED_LIMIT,
      staleTime: STALE_TIME.reference,
    },
    classifications: {
      path: 'classifications',
      service: 'getTrailClassifications',
      what: 'áreas das trilhas',
      perPage: TRAIL_CLASSIFICATIONS_PER_PAGE,
    },
    mine: { service: 'getMyTrails', what: 'minhas trilhas' },
    bySlug: { service: 'getStrategicTrail', what: 'trilha estratégica', guard: isTrail },
    change: { service: 'changeTrail', what: 'trilha estratégica' },
    log: { service: 'logTrailEvent' },
  },
});

/** GET {id}: the trail's classes, done marks and whether it is in my trails. */
export const trailDetailQuery = detailByIdQuery(trailsApi, {
  service: 'getTrailDetail',
  what: 'aulas da trilha',
});

/** GET filters: the catalogue's filter groups besides its 'Áreas' (spec 2 §7). */
export const trailFiltersQuery = filterGroupsQuery(trailsApi, {
  service: 'getTrailFilters',
  what: 'filtros das trilhas',
});

/** POST bff/search/v2/strategic-trails/shelves: one shelf (onlyHasAccess forced). */
export const trailShelfQuery = searchShelfQuery(trailsApi, {
  entity: ENTITY,
  service: 'getTrailShelf',
  what: 'estante de trilhas',
});

/** POST bff/search/v2/strategic-trails {q, entity_types, page, per_page}: trails found by a term. */
export function trailsSearchQuery(platform: PlatformApi, term: string, page: number) {
  return queryOptions({
    queryKey: [...TRAILS_KEY, 'search', term.trim(), page],
    queryFn: ({ signal }) =>
      serviceCall(AREA_NAME, 'searchTrails', async () => {
        const json: CourseSearchBody = {
          q: term.trim(),
          entity_types: [ENTITY],
          page,
          per_page: SEARCH_PER_PAGE,
        };
        const body = expectShape(
          await trailsApi
            .clientOf(platform)
            .post(`bff/search/v2/${ENTITY}`, { json, signal })
            .json<unknown>(),
          isEntriesPage(isTrail),
          'busca de trilhas',
        );
        return { data: body.data, lastPage: body.pagination?.last_page ?? 1 };
      }),
    staleTime: STALE_TIME.default,
  });
}
