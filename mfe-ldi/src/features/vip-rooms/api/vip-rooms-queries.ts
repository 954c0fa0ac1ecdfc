import { queryOptions } from '@tanstack/react-query';
import {
  VIP_CATALOG_PER_PAGE,
  VIP_CLASSIFICATIONS_PER_PAGE,
  VIP_FEATURED_LIMIT,
  type PlatformApi,
} from 'shared-contracts';
import {
  expectData,
  expectList,
  expectShape,
  isArrayOf,
  isPagination,
  isRecord,
  serviceCall,
  STALE_TIME,
} from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { VIP_ROOMS_KEY } from '../vip-rooms-constants';
import {
  isClassification,
  isVipRoom,
  isVipRoomDetail,
  isVipRoomFilter,
  type VipRoomEntry,
} from './vip-room-types';

/** VIP rooms (spec 3 §7 VIP rooms), through the main API client. */
export const VIP_ROOMS_BASE = 'v3/vip-rooms';

const call = <T>(name: string, run: () => Promise<T>) => serviceCall(AREA_NAME, name, run);

/**
 * The catalogue's filters: each server parameter (`classification_ids`, `teacher_ids`) with its chosen ids,
 * sent as `name[0]=id&name[1]=id` (empty ids are never sent).
 */
export type VipCatalogFilters = Readonly<Record<string, readonly number[]>>;

/** One page of the catalogue and how many pages there are. */
export interface VipCatalogPage {
  data: VipRoomEntry[];
  lastPage: number;
}

/** GET catalog?page&per_page=40&classification_ids[n]&teacher_ids[n]: the catalogue, narrowed by the filters. */
export function vipRoomsCatalogQuery(platform: PlatformApi, filters: VipCatalogFilters, page: number) {
  const chosen = Object.entries(filters)
    .map(([name, ids]): [string, number[]] => [name, ids.filter((id) => Number.isInteger(id) && id > 0)])
    .filter(([, ids]) => ids.length > 0)
    .sort(([a], [b]) => a.localeCompare(b));
  return queryOptions({
    queryKey: [...VIP_ROOMS_KEY, 'catalog', chosen, page],
    queryFn: ({ signal }) =>
      call('getVipRoomsCatalog', async (): Promise<VipCatalogPage> => {
        const searchParams = new URLSearchParams([
          ['page', String(page)],
          ['per_page', String(VIP_CATALOG_PER_PAGE)],
          ...chosen.flatMap(([name, ids]) =>
            ids.map((id, index): [string, string] => [`${name}[${index}]`, String(id)]),
          ),
        ]);
        const body = expectShape(
          await platform.http.api.get(`${VIP_ROOMS_BASE}/catalog`, { searchParams, signal }).json<unknown>(),
          (value): value is { data: VipRoomEntry[]; pagination?: unknown } =>
            isRecord(value) &&
            isArrayOf(value.data, isVipRoom) &&
            (value.pagination === undefined || isPagination(value.pagination)),
          'salas VIP',
        );
        return { data: body.data, lastPage: isPagination(body.pagination) ? body.pagination.last_page : 1 };
      }),
    staleTime: STALE_TIME.default,
  });
}

/** GET featured?per_page=20. */
export function featuredVipRoomsQuery(platform: PlatformApi) {
  return queryOptions({
    queryKey: [...VIP_ROOMS_KEY, 'featured'],
    queryFn: ({ signal }) =>
      call('getFeaturedVipRooms', async () =>
        expectList(
          await platform.http.api
            .get(`${VIP_ROOMS_BASE}/featured`, { searchParams: { per_page: VIP_FEATURED_LIMIT }, signal })
            .json<unknown>(),
          isVipRoom,
          'salas VIP em destaque',
        ),
      ),
    staleTime: STALE_TIME.default,
  });
}

/** GET catalog/classifications?page=1&per_page=100: the catalogue's 'Áreas' filter. */
export function vipRoomClassificationsQuery(platform: PlatformApi) {
  return queryOptions({
    queryKey: [...VIP_ROOMS_KEY, 'classifications'],
    queryFn: ({ signal }) =>
      call('getVipRoomClassifications', async () =>
        expectList(
          await platform.http.api
            .get(`${VIP_ROOMS_BASE}/catalog/classifications`, {
              searchParams: { page: 1, per_page: VIP_CLASSIFICATIONS_PER_PAGE },
              signal,
            })
            .json<unknown>(),
          isClassification,
          'áreas das salas VIP',
        ),
      ),
    staleTime: STALE_TIME.reference,
  });
}

/** GET filters: the catalogue's other filter groups (teachers...). */
export function vipRoomFiltersQuery(platform: PlatformApi) {
  return queryOptions({
    queryKey: [...VIP_ROOMS_KEY, 'filters'],
    queryFn: ({ signal }) =>
      call('getVipRoomFilters', async () =>
        expectList(
          await platform.http.api.get(`${VIP_ROOMS_BASE}/filters`, { signal }).json<unknown>(),
          isVipRoomFilter,
          'filtros das salas VIP',
        ),
      ),
    staleTime: STALE_TIME.reference,
  });
}

/** GET my-rooms: the rooms the student added. */
export function myVipRoomsQuery(platform: PlatformApi) {
  return queryOptions({
    queryKey: [...VIP_ROOMS_KEY, 'my-rooms'],
    queryFn: ({ signal }) =>
      call('getMyVipRooms', async () =>
        expectList(
          await platform.http.api.get(`${VIP_ROOMS_BASE}/my-rooms`, { signal }).json<unknown>(),
          isVipRoom,
          'minhas salas',
        ),
      ),
    staleTime: STALE_TIME.default,
  });
}

/** GET slug/{slug}: one room (a 404 is the not-found page). */
export function vipRoomBySlugQuery(platform: PlatformApi, slug: string) {
  return queryOptions({
    queryKey: [...VIP_ROOMS_KEY, 'slug', slug],
    queryFn: ({ signal }) =>
      call('getVipRoom', async () =>
        expectData(
          await platform.http.api
            .get(`${VIP_ROOMS_BASE}/slug/${encodeURIComponent(slug)}`, { signal })
            .json<unknown>(),
          isVipRoom,
          'sala VIP',
        ),
      ),
    staleTime: STALE_TIME.default,
  });
}

/** GET {id}: the room's classes, done marks and whether it is in my rooms. */
export function vipRoomDetailQuery(platform: PlatformApi, id: number) {
  return queryOptions({
    queryKey: [...VIP_ROOMS_KEY, 'detail', id],
    queryFn: ({ signal }) =>
      call('getVipRoomDetail', async () =>
        expectData(
          await platform.http.api.get(`${VIP_ROOMS_BASE}/${id}`, { signal }).json<unknown>(),
          isVipRoomDetail,
          'aulas da sala VIP',
        ),
      ),
    staleTime: STALE_TIME.default,
  });
}
