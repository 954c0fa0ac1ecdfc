import { queryOptions } from '@tanstack/react-query';
import type { HttpClients, WebcastSchedule } from 'shared-contracts';
import { getDataOrNull, isArrayOf, serviceCall, shapeGuard, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME, WEBCAST_API } from '../../../constants';

const isSession = shapeGuard<WebcastSchedule['sessions'][number]>({
  id: 'number',
  title: 'string',
  start_at: 'string',
  end_at: 'string',
});
const isSchedule = shapeGuard<WebcastSchedule>({
  id: 'number',
  slug: 'string',
  title: 'string',
  description: 'string',
  sessions: (value) => isArrayOf(value, isSession),
});

/**
 * GET {webcast API}/schedules/slug/{slug}, with credentials (spec 3 §7 Webcast): a webcast and its
 * sessions, or null when there is no such webcast (404).
 */
export function getWebcastSchedule(
  http: HttpClients,
  slug: string,
  signal?: AbortSignal,
): Promise<WebcastSchedule | null> {
  return serviceCall(AREA_NAME, 'getWebcastSchedule', () =>
    getDataOrNull(
      http.api,
      `${WEBCAST_API}/schedules/slug/${encodeURIComponent(slug)}`,
      isSchedule,
      'webcast',
      { signal, credentials: 'include' },
    ),
  );
}

export function webcastScheduleQuery(http: HttpClients, slug: string) {
  return queryOptions({
    queryKey: [AREA_NAME, 'webcast', slug],
    queryFn: ({ signal }) => getWebcastSchedule(http, slug, signal),
    staleTime: STALE_TIME.default,
  });
}
