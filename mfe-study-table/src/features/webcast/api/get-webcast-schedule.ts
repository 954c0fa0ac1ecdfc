import type { WebcastSchedule } from 'shared-contracts';
import { isArrayOf, itemOrNullEndpoint, shapeGuard, STALE_TIME } from 'shared-design-system/area';
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

const webcastSchedule = itemOrNullEndpoint(AREA_NAME, 'getWebcastSchedule', {
  client: (http) => http.api,
  path: (slug: string) => `${WEBCAST_API}/schedules/slug/${encodeURIComponent(slug)}`,
  guard: isSchedule,
  what: 'webcast',
  key: [AREA_NAME, 'webcast'],
  staleTime: STALE_TIME.default,
  request: { credentials: 'include' },
});

/**
 * GET {webcast API}/schedules/slug/{slug}, with credentials (spec 3 §7 Webcast): a webcast and its
 * sessions, or null when there is no such webcast (404).
 */
export const getWebcastSchedule = webcastSchedule.get;
export const webcastScheduleQuery = webcastSchedule.query;
