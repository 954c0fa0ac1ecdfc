import type { LiveEventMedia } from 'shared-contracts';
import { itemOrNullEndpoint, shapeGuard, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

const isLiveEventMedia = shapeGuard<LiveEventMedia>({
  id: 'number',
  key: 'string',
  thumbnail: 'string',
  duration_seconds: 'number',
});

const liveEventMedia = itemOrNullEndpoint(AREA_NAME, 'getLiveEventMedia', {
  client: (http) => http.api,
  path: (eventId: number) => `v3/calendars-v2/live_event_media/${eventId}`,
  guard: isLiveEventMedia,
  what: 'gravação da aula',
  key: [AREA_NAME, 'live-event-media'],
  staleTime: STALE_TIME.default,
});

/**
 * GET /v3/calendars-v2/live_event_media/{id}: the recording of a live class (by the class's id), or null
 * when it has none (404: not recorded, or not published yet).
 */
export const getLiveEventMedia = liveEventMedia.get;
export const liveEventMediaQuery = liveEventMedia.query;
