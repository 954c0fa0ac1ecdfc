import { queryOptions } from '@tanstack/react-query';
import type { HttpClients, LiveEventMedia } from 'shared-contracts';
import { getDataOrNull, serviceCall, shapeGuard, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

const isLiveEventMedia = shapeGuard<LiveEventMedia>({
  id: 'number',
  key: 'string',
  thumbnail: 'string',
  duration_seconds: 'number',
});

/**
 * GET /v3/calendars-v2/live_event_media/{id}: the recording of a live class (by the class's id), or null
 * when it has none (404: not recorded, or not published yet).
 */
export function getLiveEventMedia(
  http: HttpClients,
  eventId: number,
  signal?: AbortSignal,
): Promise<LiveEventMedia | null> {
  return serviceCall(AREA_NAME, 'getLiveEventMedia', () =>
    getDataOrNull(
      http.api,
      `v3/calendars-v2/live_event_media/${eventId}`,
      isLiveEventMedia,
      'gravação da aula',
      {
        signal,
      },
    ),
  );
}

export function liveEventMediaQuery(http: HttpClients, eventId: number) {
  return queryOptions({
    queryKey: [AREA_NAME, 'live-event-media', eventId],
    queryFn: ({ signal }) => getLiveEventMedia(http, eventId, signal),
    staleTime: STALE_TIME.default,
  });
}
