import { queryOptions } from '@tanstack/react-query';
import type { CalendarEvent, HttpClients, StudyCalendar } from 'shared-contracts';
import { expectList, serviceCall, shapeGuard, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

export type CalendarFilter = 'all' | CalendarEvent['kind'];

const isCalendar = shapeGuard<StudyCalendar>({ id: 'number', name: 'string', project_id: 'number' });
const isEvent = shapeGuard<CalendarEvent>({
  id: 'number',
  title: 'string',
  start_at: 'string',
  end_at: 'string',
  kind: (value) => value === 'live' || value === 'exam' || value === 'deadline',
  project_id: 'number',
  link_id: 'string?',
});

/** GET /v3/calendars */
export function getCalendars(http: HttpClients, signal?: AbortSignal): Promise<StudyCalendar[]> {
  return serviceCall(AREA_NAME, 'getCalendars', async () => {
    const body = await http.api.get('v3/calendars', { signal }).json<unknown>();
    return expectList(body, isCalendar, 'calendários');
  });
}

export function calendarsQuery(http: HttpClients) {
  return queryOptions({
    queryKey: [AREA_NAME, 'calendars'],
    queryFn: ({ signal }) => getCalendars(http, signal),
    staleTime: STALE_TIME.reference,
  });
}

/** What the calendar asks for: a range of São Paulo days, a kind and the chosen calendars' projects. */
export interface CalendarRange {
  /** YYYY-MM-DD, both included */
  minDate: string;
  maxDate: string;
  filter: CalendarFilter;
  /** empty: every project */
  projectIds: number[];
}

const byStart = (events: readonly CalendarEvent[]) =>
  [...events].sort((a, b) => a.start_at.localeCompare(b.start_at));

/** GET /v3/calendars/events?minDate&maxDate&filter: the events of every calendar in the range. */
export function getCalendarEvents(
  http: HttpClients,
  range: Omit<CalendarRange, 'projectIds'>,
  signal?: AbortSignal,
): Promise<CalendarEvent[]> {
  const searchParams = new URLSearchParams({
    minDate: range.minDate,
    maxDate: range.maxDate,
    filter: range.filter,
  });
  return serviceCall(AREA_NAME, 'getCalendarEvents', async () => {
    const body = await http.api.get('v3/calendars/events', { searchParams, signal }).json<unknown>();
    return byStart(expectList(body, isEvent, 'eventos do calendário'));
  });
}

/** GET /v3/calendars-v2/?minDate&maxDate&filter&projectIds: the events of the chosen calendars' projects. */
export function getProjectCalendarEvents(
  http: HttpClients,
  range: CalendarRange,
  signal?: AbortSignal,
): Promise<CalendarEvent[]> {
  const searchParams = new URLSearchParams({
    minDate: range.minDate,
    maxDate: range.maxDate,
    filter: range.filter,
    projectIds: range.projectIds.join(','),
  });
  return serviceCall(AREA_NAME, 'getProjectCalendarEvents', async () => {
    const body = await http.api.get('v3/calendars-v2/', { searchParams, signal }).json<unknown>();
    return byStart(expectList(body, isEvent, 'eventos do calendário'));
  });
}

/**
 * A week of the calendar: every calendar's events (GET /v3/calendars/events) until the student picks
 * calendars, then only theirs (GET /v3/calendars-v2/ with projectIds, the only call that takes them).
 */
export function calendarEventsQuery(http: HttpClients, range: CalendarRange) {
  return queryOptions({
    queryKey: [AREA_NAME, 'calendar-events', range.minDate, range.maxDate, range.filter, range.projectIds],
    queryFn: ({ signal }) =>
      range.projectIds.length > 0
        ? getProjectCalendarEvents(http, range, signal)
        : getCalendarEvents(http, range, signal),
    staleTime: STALE_TIME.default,
  });
}
