import { VIP_CATALOG_PER_PAGE, VIP_CLASSIFICATIONS_PER_PAGE, VIP_FEATURED_LIMIT } from 'shared-contracts';
import { STALE_TIME } from 'shared-design-system/area';
import { createMarkedCatalogApi } from '../../../lib/marked-catalog/create-marked-catalog-api';
import { detailByIdQuery } from '../../../lib/marked-catalog/detail-by-id-query';
import { filterGroupsQuery } from '../../../lib/marked-catalog/filter-groups-query';
import { VIP_ROOMS_KEY } from '../vip-rooms-constants';
import { isVipRoom, isVipRoomDetail } from './vip-room-types';

/** VIP rooms (spec 3 §7 VIP rooms), through the main API client. */
export const VIP_ROOMS_BASE = 'v3/vip-rooms';

/**
 * catalog (40 a page) narrowed by classification_ids[n] and the groups of filters (teacher_ids[n]...); featured
 * (20); catalog/classifications (100): the catalogue's 'Áreas'; my-rooms (POST and DELETE {id}); slug/{slug};
 * PUT done/{id} or not-done/{id}; PUT class/done/{classId} or class/not-done/{classId}; POST event-logs. The next
 * GET of the VIP rooms skips caches after a change (spec 1 §7), so the lists read afterwards show it.
 */
export const vipRoomsApi = createMarkedCatalogApi({
  key: VIP_ROOMS_KEY,
  client: 'api',
  base: VIP_ROOMS_BASE,
  isEntry: isVipRoom,
  isDetail: isVipRoomDetail,
  ownerField: 'vip_room_id',
  list: { path: 'my-rooms' },
  classMarkIn: 'path',
  noCache: 'vip-rooms',
  events: { entry: 'room', list: 'my_rooms' },
  calls: {
    catalog: {
      service: 'getVipRoomsCatalog',
      what: 'salas VIP',
      perPage: VIP_CATALOG_PER_PAGE,
      staleTime: STALE_TIME.default,
    },
    featured: {
      service: 'getFeaturedVipRooms',
      what: 'salas VIP em destaque',
      perPage: VIP_FEATURED_LIMIT,
      staleTime: STALE_TIME.default,
    },
    classifications: {
      path: 'catalog/classifications',
      service: 'getVipRoomClassifications',
      what: 'áreas das salas VIP',
      perPage: VIP_CLASSIFICATIONS_PER_PAGE,
    },
    mine: { service: 'getMyVipRooms', what: 'minhas salas' },
    bySlug: { service: 'getVipRoom', what: 'sala VIP', guard: isVipRoom },
    change: { service: 'changeVipRoom', what: 'sala VIP' },
    log: { service: 'logVipRoomEvent' },
  },
});

/** GET {id}: the room's classes, done marks and whether it is in my rooms. */
export const vipRoomDetailQuery = detailByIdQuery(vipRoomsApi, {
  service: 'getVipRoomDetail',
  what: 'aulas da sala VIP',
});

/** GET filters: the catalogue's other filter groups (teachers...). */
export const vipRoomFiltersQuery = filterGroupsQuery(vipRoomsApi, {
  service: 'getVipRoomFilters',
  what: 'filtros das salas VIP',
});
