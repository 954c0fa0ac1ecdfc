import type { PlatformApi } from 'shared-contracts';
import { Card } from 'shared-design-system';
import { CardGrid, formatDateTime, pluralize, PrefetchLink } from 'shared-design-system/area';
import { VIP_ROOMS_PATH } from '../../../constants';
import type { VipRoomEntry } from '../api/vip-room-types';
import { vipRoomBySlugQuery } from '../api/vip-rooms-queries';

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

/** Rooms as cards opening each room; its data leaves as soon as the student points at or focuses the link. */
export function VipRoomList({
  rooms,
  label,
  platform,
  headingLevel = 3,
}: {
  rooms: readonly VipRoomEntry[];
  label: string;
  platform: PlatformApi;
  headingLevel?: 2 | 3;
}) {
  return (
    <CardGrid label={label}>
      {rooms.map((room) => (
        <li key={room.id}>
          <Card
            headingLevel={headingLevel}
            title={
              <PrefetchLink
                to={`${VIP_ROOMS_PATH}/${room.slug}`}
                prefetchData={vipRoomBySlugQuery(platform, room.slug)}
                css={(theme) => ({ color: theme.colors.primary })}
              >
                {room.title}
              </PrefetchLink>
            }
          >
            <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm })}>{room.description}</p>
            <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
              {vipRoomFacts(room)}
            </p>
            <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
              {nextMeeting(room)}
            </p>
          </Card>
        </li>
      ))}
    </CardGrid>
  );
}
