import { formatDateTime, pluralize } from 'shared-design-system/area';
import { VIP_ROOMS_PATH } from '../../../constants';
import { EntryCards, type EntryListProps } from '../../../lib/marked-catalog/entry-cards';
import type { VipRoomEntry } from '../api/vip-room-types';
import { vipRoomsApi } from '../api/vip-rooms-api';

/** 'Renato Borelli · 3 aulas · Concluída': a room's facts in one line. */
export function vipRoomFacts(room: VipRoomEntry): string {
  const teachers = room.teachers.map((teacher) => teacher.name).join(', ');
  return [teachers, pluralize(room.classes_count, 'aula', 'aulas'), room.done ? 'Concluída' : '']
    .filter(Boolean)
    .join(' · ');
}

/** 'Próximo encontro: 02/12/2025 às 19:00', or that none is scheduled. */
export function nextMeeting(room: VipRoomEntry): string {
  return room.next_meeting_at
    ? `Próximo encontro: ${formatDateTime(room.next_meeting_at)}`
    : 'Sem encontro agendado';
}

/** Rooms as cards opening each room, with their next meeting. */
export function VipRoomList(props: EntryListProps<VipRoomEntry>) {
  return (
    <EntryCards
      {...props}
      path={VIP_ROOMS_PATH}
      bySlug={vipRoomsApi.bySlug}
      facts={(room) => [vipRoomFacts(room), nextMeeting(room)]}
    />
  );
}
