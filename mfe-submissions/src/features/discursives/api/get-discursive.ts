import { itemOrNullEndpoint, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { DISCURSIVES_KEY, isDiscursive } from './get-discursives';

const discursive = itemOrNullEndpoint(AREA_NAME, 'getDiscursive', {
  client: (http) => http.api,
  path: (slug: string) => `v3/discursives/slug/${encodeURIComponent(slug)}`,
  guard: isDiscursive,
  what: 'simulado discursivo',
  key: [...DISCURSIVES_KEY, 'slug'],
  staleTime: STALE_TIME.default,
});

/** GET /v3/discursives/slug/{slug}; null when it does not exist (a 404 is an answer, not a failure). */
export const getDiscursive = discursive.get;
/** The exam of /discursivas/{slug}, or null when there is none (default freshness). */
export const discursiveQuery = discursive.query;
