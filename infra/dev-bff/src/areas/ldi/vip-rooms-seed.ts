import type { VerticalId } from 'shared-contracts';
import type { VIP_ROOMS_BY_VERTICAL } from './catalog-seed';
import { seededClassifications, type MarkedState } from './marked-catalog-routes';

/** A VIP room of the seed (catalog-seed.ts), with its id and vertical. */
export type SeededVipRoom = (typeof VIP_ROOMS_BY_VERTICAL)[VerticalId][number] & {
  id: number;
  vertical: VerticalId;
};

/** What each student did in the VIP rooms (my rooms, done marks, event logs), by e-mail. */
export type VipRoomsState = MarkedState<'vip_room_id'>;

/** One class (a meeting) of a VIP room. */
export interface VipRoomClass {
  id: number;
  title: string;
  position: number;
  /** ISO date-time of the meeting, null when not scheduled */
  starts_at: string | null;
  done: boolean;
}

/** One classification (area) of the VIP rooms: the catalogue's filter. */
export interface VipRoomClassification {
  id: number;
  name: string;
}

const MEETINGS = ['Aula inaugural', 'Resolução de questões ao vivo', 'Plantão de dúvidas'] as const;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Every room has one class per meeting kind. */
export const VIP_ROOM_CLASSES_COUNT = MEETINGS.length;

/** The id of the n-th class of a room. */
export function vipClassId(roomId: number, position: number): number {
  return roomId * 1000 + position;
}

/** A room's classes: one a week from its next meeting (unscheduled when the room has none). */
export function vipRoomClasses(room: SeededVipRoom, done: readonly number[]): VipRoomClass[] {
  return MEETINGS.map((meeting, index) => {
    const position = index + 1;
    const id = vipClassId(room.id, position);
    return {
      id,
      title: `Encontro ${position} - ${meeting}`,
      position,
      starts_at:
        room.next_meeting_at === null
          ? null
          : new Date(Date.parse(room.next_meeting_at) + index * WEEK_MS).toISOString(),
      done: done.includes(id),
    };
  });
}

/** The classifications of a vertical's rooms, ids from 9001 in the order of the whole seed. */
export function vipRoomClassifications(
  rooms: readonly SeededVipRoom[],
  vertical: VerticalId,
): VipRoomClassification[] {
  return seededClassifications(rooms, vertical, 9001, (room) => room.classification);
}

/**
 * Ana has the first room of every vertical in her rooms and went to its first class; the others start with
 * none.
 */
export function seedVipRoomsState(email: string, rooms: readonly SeededVipRoom[]): VipRoomsState {
  const firsts = rooms.filter(
    (room, index) => rooms.findIndex((other) => other.vertical === room.vertical) === index,
  );
  return {
    mine: { [email]: firsts.map((room) => room.id) },
    done: {},
    doneClasses: { [email]: firsts.map((room) => vipClassId(room.id, 1)) },
    eventLogs: {},
  };
}
