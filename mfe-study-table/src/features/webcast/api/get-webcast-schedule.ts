import type { WebcastSchedule } from 'shared-contracts';
import { isArrayOf, itemOrNullEndpoint, shapeGuard, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME, WEBCAST_API } from '../../../constants';

type Session = WebcastSchedule['sessions'][number];
const isSession = shapeGuard<Session>({ id: 'number', title: 'string', start_at: 'date', end_at: 'date' });
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
