import { NOTIFICATION_BADGE_OVERFLOW_LABEL, NOTIFICATION_BADGE_THRESHOLD } from './business-constants';

/** Text of a count badge (spec 1 §9 "'9+' above 10"): '' for none, the number up to 10, '9+' above it. */
export function formatBadgeCount(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  if (count > NOTIFICATION_BADGE_THRESHOLD) return NOTIFICATION_BADGE_OVERFLOW_LABEL;
  return String(Math.trunc(count));
}
