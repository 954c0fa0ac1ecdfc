import { queryOptions } from '@tanstack/react-query';
import type { HttpClients, LiveEvent } from 'shared-contracts';
import { expectList, hasNumber, hasString, isRecord, serviceCall } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

function isLiveEvent(value: unknown): value is LiveEvent {
  return (
    isRecord(value) &&
    hasNumber(value, 'id') &&
    ['link_id', 'title', 'teacher', 'start_at', 'end_at', 'url'].every((key) => hasString(value, key))
  );
}

/** GET /v3/calendars-v2/live_events */
export function getLiveEvents(http: HttpClients, signal?: AbortSignal): Promise<LiveEvent[]> {
  return serviceCall(AREA_NAME, 'getLiveEvents', async () => {
    const body = await http.api.get('v3/calendars-v2/live_events', { signal }).json<unknown>();
    return expectList(body, isLiveEvent, 'aulas ao vivo');
  });
}

/** The live classes calendar, for the list, its search and one class's page (default freshness). */
export function liveEventsQuery(http: HttpClients) {
  return queryOptions({
    queryKey: [AREA_NAME, 'live-events'],
    queryFn: ({ signal }) => getLiveEvents(http, signal),
  });
}
