import type { LiveEvent, PlatformApi } from 'shared-contracts';
import { logFailure } from '../../../lib/log-failure';
import { expectList, hasNumber, hasString, isRecord } from 'shared-design-system/area';

function isLiveEvent(value: unknown): value is LiveEvent {
  return (
    isRecord(value) &&
    hasNumber(value, 'id') &&
    ['link_id', 'title', 'teacher', 'start_at', 'end_at', 'url'].every((key) => hasString(value, key))
  );
}

/** GET /v3/calendars-v2/live_events */
export async function getLiveEvents(platform: PlatformApi, signal?: AbortSignal): Promise<LiveEvent[]> {
  try {
    const body = await platform.http.api.get('v3/calendars-v2/live_events', { signal }).json<unknown>();
    return expectList(body, isLiveEvent, 'aulas ao vivo');
  } catch (error) {
    logFailure('mfe-study-table', 'getLiveEvents', error);
    throw error;
  }
}
