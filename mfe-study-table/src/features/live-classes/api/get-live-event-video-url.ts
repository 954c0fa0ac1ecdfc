import { queryOptions } from '@tanstack/react-query';
import type { HttpClients, LiveEventVideoUrl } from 'shared-contracts';
import { getData, serviceCall, shapeGuard } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

const isVideoUrl = shapeGuard<LiveEventVideoUrl>({ url: 'string' });

/** GET /v3/calendars-v2/live_event_media/video_url/{key}: where a recording is played. */
export function getLiveEventVideoUrl(http: HttpClients, key: string, signal?: AbortSignal): Promise<string> {
  return serviceCall(AREA_NAME, 'getLiveEventVideoUrl', async () => {
    const answer = await getData(
      http.api,
      `v3/calendars-v2/live_event_media/video_url/${encodeURIComponent(key)}`,
      isVideoUrl,
      'endereço da gravação',
      { signal },
    );
    return answer.url;
  });
}

/** The address of a recording: asked each time the page opens (such addresses are usually short-lived). */
export function liveEventVideoUrlQuery(http: HttpClients, key: string) {
  return queryOptions({
    queryKey: [AREA_NAME, 'live-event-video-url', key],
    queryFn: ({ signal }) => getLiveEventVideoUrl(http, key, signal),
    staleTime: 0,
  });
}
