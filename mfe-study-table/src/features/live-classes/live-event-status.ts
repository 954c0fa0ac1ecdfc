import type { LiveEvent } from 'shared-contracts';

export type LiveEventStatus = 'upcoming' | 'live' | 'ended';

/** Whether a live class is still to come, happening now or over, at `now`. */
export function liveEventStatus(
  event: Pick<LiveEvent, 'start_at' | 'end_at'>,
  now: number = Date.now(),
): LiveEventStatus {
  if (now < Date.parse(event.start_at)) return 'upcoming';
  if (now <= Date.parse(event.end_at)) return 'live';
  return 'ended';
}

export const LIVE_EVENT_STATUS_LABEL: Record<LiveEventStatus, string> = {
  upcoming: 'Agendada',
  live: 'Ao vivo agora',
  ended: 'Encerrada',
};

/** Case- and accent-insensitive search in title, teacher and description. */
export function matchesLiveEvent(
  event: Pick<LiveEvent, 'title' | 'teacher' | 'description'>,
  query: string,
): boolean {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const wanted = fold(query.trim());
  return (
    wanted === '' ||
    [event.title, event.teacher, event.description].some((text) => fold(text).includes(wanted))
  );
}
