import type { KyInstance } from 'ky';
import type { LdiTeacher, PlatformApi, Tutoring, VipRoom } from 'shared-contracts';
import {
  expectData,
  expectList,
  isArrayOf,
  serviceCall,
  shapeGuard,
  STALE_TIME,
  type FieldCheck,
} from 'shared-design-system/area';
import { queryOptions } from '@tanstack/react-query';
import { AREA_NAME } from '../../../constants';

/** What every catalogue entry (tutoring, VIP room) has. */
const CATALOG_ENTRY: Record<string, FieldCheck> = {
  id: 'number',
  slug: 'string',
  title: 'string',
  description: 'string',
};
const isTeacher = shapeGuard<LdiTeacher>({ name: 'string' });
const teachers: FieldCheck = (value) => isArrayOf(value, isTeacher);

const isTutoring = shapeGuard<Tutoring>({ ...CATALOG_ENTRY, teachers, classes_count: 'number' });
const isVipRoom = shapeGuard<VipRoom>({ ...CATALOG_ENTRY, teachers, room_url: 'string' });

interface CatalogEndpoint<T> {
  base: string;
  /** the query key's second part ('tutorings') */
  key: string;
  what: string;
  /** service names for the failure log (spec 2 §8) */
  names: { list: string; bySlug: string };
  guard: (value: unknown) => value is T;
  /** the http client of the catalogue */
  client: (platform: PlatformApi) => KyInstance;
}

function catalogApi<T>({ base, key, what, names, guard, client }: CatalogEndpoint<T>) {
  /** GET {base}/catalog */
  const list = (platform: PlatformApi, signal?: AbortSignal): Promise<T[]> =>
    serviceCall(AREA_NAME, names.list, async () =>
      expectList(await client(platform).get(`${base}/catalog`, { signal }).json<unknown>(), guard, what),
    );
  /** GET {base}/slug/{slug} */
  const bySlug = (platform: PlatformApi, slug: string, signal?: AbortSignal): Promise<T> =>
    serviceCall(AREA_NAME, names.bySlug, async () =>
      expectData(
        await client(platform)
          .get(`${base}/slug/${encodeURIComponent(slug)}`, { signal })
          .json<unknown>(),
        guard,
        what,
      ),
    );
  return {
    list,
    bySlug,
    /** every query of this catalogue (to invalidate them together) */
    key: [AREA_NAME, key] as const,
    /** the catalogue: reference data, it changes with publications, not with the student */
    listQuery: (platform: PlatformApi) =>
      queryOptions({
        queryKey: [AREA_NAME, key, 'catalog'],
        queryFn: ({ signal }) => list(platform, signal),
        staleTime: STALE_TIME.reference,
      }),
    /** one entry (its done mark and next meeting change: default freshness) */
    bySlugQuery: (platform: PlatformApi, slug: string) =>
      queryOptions({
        queryKey: [AREA_NAME, key, 'slug', slug],
        queryFn: ({ signal }) => bySlug(platform, slug, signal),
        staleTime: STALE_TIME.default,
      }),
  };
}

/** What a catalogue page and its entry page ask of a catalogue. */
export type CatalogApi<T> = ReturnType<typeof catalogApi<T>>;

export const tutoringsApi = catalogApi<Tutoring>({
  base: 'v3/tutorings',
  key: 'tutorings',
  what: 'monitorias',
  names: { list: 'getTutorings', bySlug: 'getTutoring' },
  guard: isTutoring,
  client: (p) => p.http.api,
});
export const vipRoomsApi = catalogApi<VipRoom>({
  base: 'v3/vip-rooms',
  key: 'vip-rooms',
  what: 'salas VIP',
  names: { list: 'getVipRooms', bySlug: 'getVipRoom' },
  guard: isVipRoom,
  client: (p) => p.http.api,
});

/**
 * Spec 2 §4 'Room video URL': an address without the word salavip is used as is; one with it needs a
 * session URL requested at meeting time, so there is no direct link before that (null).
 */
export function directRoomUrl(roomUrl: string): string | null {
  return roomUrl.includes('salavip') ? null : roomUrl;
}
