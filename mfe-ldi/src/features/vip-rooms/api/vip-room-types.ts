/**
 * The VIP rooms' data as GET /v3/vip-rooms/* sends it (spec 3 §3: classificationIds, room_name, slug, class),
 * with the guards that check it (the classifications and filter groups: lib/marked-catalog). Kept in this area: the contract's `VipRoom` is the older catalogue entry.
 */
import type { LdiTeacher } from 'shared-contracts';
import { isArrayOf, isNumber, shapeGuard } from 'shared-design-system/area';

/** One room of the catalogue, featured, my rooms and slug/{slug}. */
export interface VipRoomEntry {
  id: number;
  slug: string;
  title: string;
  description: string;
  teachers: LdiTeacher[];
  /** ISO date-time of the next meeting, null when none is scheduled */
  next_meeting_at: string | null;
  /** the live room's address; empty or null when not informed (spec 2 §4 'Room video URL') */
  room_url: string | null;
  room_name: string;
  classificationIds: number[];
  classes_count: number;
  done: boolean;
}

/** One class (a meeting) of a room. */
export interface VipRoomClass {
  id: number;
  title: string;
  position: number;
  starts_at: string | null;
  done: boolean;
}

/** GET /v3/vip-rooms/{id}: the room with its classes and whether it is in my rooms. */
export interface VipRoomDetail extends VipRoomEntry {
  in_my_rooms: boolean;
  classes: VipRoomClass[];
}

const isTeacher = shapeGuard<LdiTeacher>({ name: 'string' });
export const isVipRoom = shapeGuard<VipRoomEntry>({
  id: 'number',
  slug: 'string',
  title: 'string',
  description: 'string',
  teachers: (value) => isArrayOf(value, isTeacher),
  next_meeting_at: 'string?',
  room_url: 'string?',
  room_name: 'string',
  classificationIds: (value) => isArrayOf(value, isNumber),
  classes_count: 'number',
  done: 'boolean',
});
const isVipRoomClass = shapeGuard<VipRoomClass>({
  id: 'number',
  title: 'string',
  position: 'number',
  starts_at: 'string?',
  done: 'boolean',
});
export const isVipRoomDetail = (value: unknown): value is VipRoomDetail =>
  isVipRoom(value) &&
  shapeGuard({ in_my_rooms: 'boolean', classes: (v) => isArrayOf(v, isVipRoomClass) })(value);
