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
  type StrategicTrailClassification,
  type StrategicTrailDetail,
  type StrategicTrailEventLog,
  type StrategicTrailShelf,
} from 'shared-contracts';
import {
  expectData,
  expectList,
  expectShape,
  isArrayOf,
  isPagination,
  isRecord,
  serviceCall,
  shapeGuard,
  STALE_TIME,
  type Pagination,
} from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

/**
 * Strategic trails (spec 2 §7 Trails and Search). Every call goes through the strategic-track client, which adds
 * the interactive-track type header (spec 1 §7).
 */
const BASE = 'v3/strategic-trails';
const ENTITY = 'strategic-trails';
/** Spec 2 §3: a trail is added to my trails with its id and this title. */
export const MY_TRAILS_TITLE = 'minhas-trilhas';
/** Every query of the trails (their done marks and my trails change together). */
export const TRAILS_KEY = [AREA_NAME, 'strategic-trails'] as const;

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
const isClassification = shapeGuard<StrategicTrailClassification>({ id: 'number', name: 'string' });
const isShelf = shapeGuard<StrategicTrailShelf>({
  type: 'string',
  title: 'string',
  total: 'number',
  items: (value) => isArrayOf(value, isTrail),
});

/** A page of trails; `pagination` is absent when everything came at once. */
export interface TrailsPage {
  data: StrategicTrail[];
  pagination?: Pagination;
}
const isTrailsPage = (value: unknown): value is TrailsPage =>
  isRecord(value) &&
  isArrayOf(value.data, isTrail) &&
  (value.pagination === undefined || isPagination(value.pagination));

const call = <T>(name: string, run: () => Promise<T>) => serviceCall(AREA_NAME, name, run);

/** GET catalog?page=1&per_page=200&classification_ids[n]: the catalogue, narrowed by classifications. */
export function trailsCatalogQuery(platform: PlatformApi, classificationIds: readonly number[]) {
  return queryOptions({
    queryKey: [...TRAILS_KEY, 'catalog', [...classificationIds]],
    queryFn: ({ signal }) =>
      call('getStrategicTrails', async () => {
        const searchParams = new URLSearchParams([
          ['page', '1'],
          ['per_page', String(CATALOGUE_PER_PAGE)],
          ...classificationIds.map((id, index): [string, string] => [
            `classification_ids[${index}]`,
            String(id),
          ]),
        ]);
        return expectShape(
          await platform.http.strategic.get(`${BASE}/catalog`, { searchParams, signal }).json<unknown>(),
          isTrailsPage,
          'trilhas estratégicas',
        ).data;
      }),
    staleTime: STALE_TIME.reference,
  });
}

/** GET featured?per_page=20. */
export function featuredTrailsQuery(platform: PlatformApi) {
  return queryOptions({
    queryKey: [...TRAILS_KEY, 'featured'],
    queryFn: ({ signal }) =>
      call('getFeaturedTrails', async () =>
        expectList(
          await platform.http.strategic
            .get(`${BASE}/featured`, { searchParams: { per_page: FEATURED_LIMIT }, signal })
            .json<unknown>(),
          isTrail,
          'trilhas em destaque',
        ),
      ),
    staleTime: STALE_TIME.reference,
  });
}

/** GET classifications?page=1&per_page=100: the catalogue's filter. */
export function trailClassificationsQuery(platform: PlatformApi) {
  return queryOptions({
    queryKey: [...TRAILS_KEY, 'classifications'],
    queryFn: ({ signal }) =>
      call('getTrailClassifications', async () =>
        expectList(
          await platform.http.strategic
            .get(`${BASE}/classifications`, {
              searchParams: { page: 1, per_page: TRAIL_CLASSIFICATIONS_PER_PAGE },
              signal,
            })
            .json<unknown>(),
          isClassification,
          'áreas das trilhas',
        ),
      ),
    staleTime: STALE_TIME.reference,
  });
}

/** GET my-trails: the trails the student added. */
export function myTrailsQuery(platform: PlatformApi) {
  return queryOptions({
    queryKey: [...TRAILS_KEY, 'my-trails'],
    queryFn: ({ signal }) =>
      call('getMyTrails', async () =>
        expectList(
          await platform.http.strategic.get(`${BASE}/my-trails`, { signal }).json<unknown>(),
          isTrail,
          'minhas trilhas',
        ),
      ),
    staleTime: STALE_TIME.default,
  });
}

/** GET slug/{slug}: one trail (a 404 is the area's not-found page). */
export function trailBySlugQuery(platform: PlatformApi, slug: string) {
  return queryOptions({
    queryKey: [...TRAILS_KEY, 'slug', slug],
    queryFn: ({ signal }) =>
      call('getStrategicTrail', async () =>
        expectData(
          await platform.http.strategic
            .get(`${BASE}/slug/${encodeURIComponent(slug)}`, { signal })
            .json<unknown>(),
          isTrail,
          'trilha estratégica',
        ),
      ),
    staleTime: STALE_TIME.default,
  });
}

/** GET {id}: the trail's classes, done marks and whether it is in my trails. */
export function trailDetailQuery(platform: PlatformApi, id: number) {
  return queryOptions({
    queryKey: [...TRAILS_KEY, 'detail', id],
    queryFn: ({ signal }) =>
      call('getTrailDetail', async () =>
        expectData(
          await platform.http.strategic.get(`${BASE}/${id}`, { signal }).json<unknown>(),
          isTrailDetail,
          'aulas da trilha',
        ),
      ),
    staleTime: STALE_TIME.default,
  });
}

/** A change of the student's state in a trail. */
export type TrailChange =
  | { kind: 'trail'; done: boolean }
  | { kind: 'class'; classId: number; done: boolean }
  | { kind: 'my-trails' };

/**
 * PUT done/{id} or not-done/{id}; POST class/done or class/not-done {trail_id, class_id}; POST my-trails
 * {id, title: 'minhas-trilhas'}. Each answers the trail's new state.
 */
export function changeTrail(
  platform: PlatformApi,
  trailId: number,
  change: TrailChange,
): Promise<StrategicTrailDetail> {
  const { strategic } = platform.http;
  return call('changeTrail', async () => {
    const answer =
      change.kind === 'trail'
        ? strategic.put(`${BASE}/${change.done ? 'done' : 'not-done'}/${trailId}`)
        : change.kind === 'class'
          ? strategic.post(`${BASE}/class/${change.done ? 'done' : 'not-done'}`, {
              json: { trail_id: trailId, class_id: change.classId },
            })
          : strategic.post(`${BASE}/my-trails`, {
              json: { id: trailId, title: MY_TRAILS_TITLE } satisfies StrategicTrailAdd,
            });
    return expectData(await answer.json<unknown>(), isTrailDetail, 'trilha estratégica');
  });
}

/** POST event-logs: what the student did in a trail; a failure is logged and swallowed. */
export async function logTrailEvent(platform: PlatformApi, event: StrategicTrailEventLog): Promise<void> {
  await serviceCall(
    AREA_NAME,
    'logTrailEvent',
    async () => {
      await platform.http.strategic.post(`${BASE}/event-logs`, { json: event });
    },
    () => undefined,
  );
}

/** POST bff/search/v2/strategic-trails {q, entity_types, page, per_page}: trails found by a term. */
export function trailsSearchQuery(platform: PlatformApi, term: string, page: number) {
  return queryOptions({
    queryKey: [...TRAILS_KEY, 'search', term.trim(), page],
    queryFn: ({ signal }) =>
      call('searchTrails', async () => {
        const json: CourseSearchBody = {
          q: term.trim(),
          entity_types: [ENTITY],
          page,
          per_page: SEARCH_PER_PAGE,
        };
        const body = expectShape(
          await platform.http.strategic.post(`bff/search/v2/${ENTITY}`, { json, signal }).json<unknown>(),
          isTrailsPage,
          'busca de trilhas',
        );
        return { data: body.data, lastPage: body.pagination?.last_page ?? 1 };
      }),
    staleTime: STALE_TIME.default,
  });
}

/**
 * POST bff/search/v2/strategic-trails/shelves {shelves: [type], filters: {onlyHasAccess: true}}: one shelf; the
 * shelf search always forces onlyHasAccess (spec 2 §5).
 */
export function trailShelfQuery(platform: PlatformApi, type: string, page: number) {
  return queryOptions({
    queryKey: [...TRAILS_KEY, 'shelf', type, page],
    queryFn: ({ signal }) =>
      call('getTrailShelf', async () => {
        const json: CourseSearchBody = {
          q: '',
          entity_types: [ENTITY],
          shelves: [type],
          page,
          per_page: SEARCH_PER_PAGE,
          filters: { onlyHasAccess: true },
        };
        const body = await platform.http.strategic
          .post(`bff/search/v2/${ENTITY}/shelves`, { json, signal })
          .json<unknown>();
        return expectShape(
          body,
          (value): value is { data: StrategicTrailShelf; pagination: Pagination } =>
            isRecord(value) && isShelf(value.data) && isPagination(value.pagination),
          'estante de trilhas',
        );
      }),
    staleTime: STALE_TIME.default,
  });
}
