import type { PlatformApi } from 'shared-contracts';
import { expectData, serviceCall } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isVipRoomDetail, type VipRoomDetail, type VipRoomEventLog } from './vip-room-types';
import { VIP_ROOMS_BASE } from './vip-rooms-queries';

/** A change of the student's state in a room (spec 3 §4). */
export type VipRoomChange =
  | { kind: 'room'; done: boolean }
  | { kind: 'class'; classId: number; done: boolean }
  | { kind: 'my-rooms'; add: boolean };

/** The event each change is logged as. */
export function vipRoomChangeEvent(change: VipRoomChange): string {
  switch (change.kind) {
    case 'room':
      return change.done ? 'room_done' : 'room_not_done';
    case 'class':
      return change.done ? 'class_done' : 'class_not_done';
    case 'my-rooms':
      return change.add ? 'added_to_my_rooms' : 'removed_from_my_rooms';
  }
}

/**
 * PUT done/{id} or not-done/{id}; PUT class/done/{classId} or class/not-done/{classId}; POST or DELETE my-rooms
 * {id}. Each answers the room's new state. The next GET of the VIP rooms skips caches (spec 1 §7), so the lists
 * read afterwards show the change.
 */
export function changeVipRoom(
  platform: PlatformApi,
  roomId: number,
  change: VipRoomChange,
): Promise<VipRoomDetail> {
  const { api } = platform.http;
  return serviceCall(AREA_NAME, 'changeVipRoom', async () => {
    const answer =
      change.kind === 'room'
        ? api.put(`${VIP_ROOMS_BASE}/${change.done ? 'done' : 'not-done'}/${roomId}`)
        : change.kind === 'class'
          ? api.put(`${VIP_ROOMS_BASE}/class/${change.done ? 'done' : 'not-done'}/${change.classId}`)
          : change.add
            ? api.post(`${VIP_ROOMS_BASE}/my-rooms`, { json: { id: roomId } })
            : api.delete(`${VIP_ROOMS_BASE}/my-rooms`, { json: { id: roomId } });
    const room = expectData(await answer.json<unknown>(), isVipRoomDetail, 'sala VIP');
    platform.http.markNoCache('vip-rooms');
    return room;
  });
}

/** POST event-logs: what the student did in a room; a failure is logged and swallowed. */
export async function logVipRoomEvent(platform: PlatformApi, event: VipRoomEventLog): Promise<void> {
  await serviceCall(
    AREA_NAME,
    'logVipRoomEvent',
    async () => {
      await platform.http.api.post(`${VIP_ROOMS_BASE}/event-logs`, { json: event });
    },
    () => undefined,
  );
}
