// sub-paths of plain constants, not the package's main entry: the early boot script bundles this file
import { UPSELL_THRESHOLD_HOURS } from 'shared-contracts/business-constants';
import { UPSELL_PATH } from 'shared-contracts/spec-routes';

const HOUR_MS = 3_600_000;
const COURSES_FOR_YOU = '/cursos-para-voce';

/** The offers the panel counts (spec 3 Upselling), on the e-commerce client. */
export const UPSELLING_OFFERS_PATH = 'bff/ecommerce/upselling';

/**
 * How many offers the student has (GET bff/ecommerce/upselling); 0 when the call fails, which shows nothing.
 * `client` is the platform's e-commerce client (typed structurally: this file is bundled by the early boot).
 */
export async function requestUpsellingOffers(client: {
  get: (path: string) => { json: <T>() => Promise<T> };
}): Promise<number> {
  try {
    const body = await client.get(UPSELLING_OFFERS_PATH).json<{ data?: unknown }>();
    return Array.isArray(body?.data) ? body.data.length : 0;
  } catch (error) {
    console.error('[upselling] ofertas indisponíveis', error);
    return 0;
  }
}

const SEEN_KEY_PREFIX = 'platform:upselling-seen:';

/** When this student last saw the upselling panel, per student, in this browser. */
export function upsellSeenKey(userId: number | string): string {
  return `${SEEN_KEY_PREFIX}${userId}`;
}

/** Spec 1 §2, spec 3: never on the courses-for-you path (nor on the upsell page itself, which is the offer). */
export function upsellingAllowedOn(path: string): boolean {
  return !path.includes(COURSES_FOR_YOU) && !path.startsWith(UPSELL_PATH);
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

/**
 * For the early boot, which does not know the student yet: whether a student of this browser saw the panel
 * within 720 hours (then the offers are not asked for before the shell knows who it is; the panel asks
 * itself if this student turns out to be due).
 */
export function seenRecentlyInThisBrowser(storage: Storage | null, now: number): boolean {
  try {
    if (!storage) return false;
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (!key?.startsWith(SEEN_KEY_PREFIX)) continue;
      const seen = Number(storage.getItem(key));
      if (Number.isFinite(seen) && !upsellingDue(seen, now)) return true;
    }
    return false;
  } catch {
    return false;
  }
}
