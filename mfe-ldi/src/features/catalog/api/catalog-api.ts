import type { KyInstance } from 'ky';
import type { LdiTeacher, PlatformApi, StrategicTrail, Tutoring, VipRoom } from 'shared-contracts';
import {
  expectData,
  expectList,
  hasNumber,
  hasString,
  isRecord,
  logServiceFailure,
} from 'shared-design-system/area';

function isCatalogEntry(value: unknown): value is Record<string, unknown> {
  return (
    isRecord(value) &&
    hasNumber(value, 'id') &&
    hasString(value, 'slug') &&
    hasString(value, 'title') &&
    hasString(value, 'description')
  );
}

function hasTeachers(
  value: Record<string, unknown>,
): value is Record<string, unknown> & { teachers: LdiTeacher[] } {
  return (
    Array.isArray(value.teachers) &&
    value.teachers.every((teacher) => isRecord(teacher) && hasString(teacher, 'name'))
  );
}

const isTrail = (value: unknown): value is StrategicTrail =>
  isCatalogEntry(value) && hasNumber(value, 'classes_count');
const isTutoring = (value: unknown): value is Tutoring =>
  isCatalogEntry(value) && hasTeachers(value) && hasNumber(value, 'classes_count');
const isVipRoom = (value: unknown): value is VipRoom =>
  isCatalogEntry(value) && hasTeachers(value) && hasString(value, 'room_url');

interface CatalogEndpoint<T> {
  base: string;
  what: string;
  /** service names for the failure log (spec 2 §8) */
  names: { list: string; bySlug: string };
  guard: (value: unknown) => value is T;
  /** trails go through the strategic-track client (it adds the interactive-track header, spec 1 §7) */
  client: (platform: PlatformApi) => KyInstance;
}

function catalogApi<T>({ base, what, names, guard, client }: CatalogEndpoint<T>) {
  return {
    /** GET {base}/catalog */
    async list(platform: PlatformApi, signal?: AbortSignal): Promise<T[]> {
      try {
        return expectList(
          await client(platform).get(`${base}/catalog`, { signal }).json<unknown>(),
          guard,
          what,
        );
      } catch (error) {
        logServiceFailure('mfe-ldi', names.list, error);
        throw error;
      }
    },
    /** GET {base}/slug/{slug} */
    async bySlug(platform: PlatformApi, slug: string, signal?: AbortSignal): Promise<T> {
      try {
        return expectData(
          await client(platform)
            .get(`${base}/slug/${encodeURIComponent(slug)}`, { signal })
            .json<unknown>(),
          guard,
          what,
        );
      } catch (error) {
        logServiceFailure('mfe-ldi', names.bySlug, error);
        throw error;
      }
    },
  };
}

export const trailsApi = catalogApi<StrategicTrail>({
  base: 'v3/strategic-trails',
  what: 'trilhas estratégicas',
  names: { list: 'getStrategicTrails', bySlug: 'getStrategicTrail' },
  guard: isTrail,
  client: (p) => p.http.strategic,
});
export const tutoringsApi = catalogApi<Tutoring>({
  base: 'v3/tutorings',
  what: 'monitorias',
  names: { list: 'getTutorings', bySlug: 'getTutoring' },
  guard: isTutoring,
  client: (p) => p.http.api,
});
export const vipRoomsApi = catalogApi<VipRoom>({
  base: 'v3/vip-rooms',
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
