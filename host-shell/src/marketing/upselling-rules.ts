import { SHELL_PATHS, UPSELL_THRESHOLD_HOURS } from 'shared-contracts';

const HOUR_MS = 3_600_000;
const COURSES_FOR_YOU = '/cursos-para-voce';

/** When this student last saw the upselling panel, per student, in this browser. */
export function upsellSeenKey(userId: number | string): string {
  return `platform:upselling-seen:${userId}`;
}

/** Spec 1 §2, spec 3: never on the courses-for-you path (nor on the upsell page itself, which is the offer). */
export function upsellingAllowedOn(path: string): boolean {
  return !path.includes(COURSES_FOR_YOU) && !path.startsWith(SHELL_PATHS.upsell);
}

/** Spec 1 §5: shown when last seen is unset or older than 720 hours (the spec gives no unit; hours assumed). */
export function upsellingDue(lastSeen: number | null, now: number): boolean {
  return lastSeen === null || now - lastSeen > UPSELL_THRESHOLD_HOURS * HOUR_MS;
}

export function readLastSeen(storage: Storage | null, userId: number | string): number | null {
  try {
    const raw = storage?.getItem(upsellSeenKey(userId));
    const seen = raw ? Number(raw) : NaN;
    return Number.isFinite(seen) ? seen : null;
  } catch {
    return null;
  }
}

export function markSeen(storage: Storage | null, userId: number | string, now: number): void {
  try {
    storage?.setItem(upsellSeenKey(userId), String(now));
  } catch {
    // storage blocked: the panel may show again next time, nothing else
  }
}
