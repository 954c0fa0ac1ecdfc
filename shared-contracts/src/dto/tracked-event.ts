/** A tracked event as sent to POST /bff/event-tracker/tracks (spec 1 §3). */
import type { TrackTarget } from '../events/catalogue';

export type TrackedEventOrigin = 'front-student';

export interface TrackedEvent {
  type: string;
  target: string | TrackTarget[];
  context: string;
  /** ISO 8601 */
  timestamp: string;
  origin: TrackedEventOrigin;
  meta: { url: string; [key: string]: unknown };
}
