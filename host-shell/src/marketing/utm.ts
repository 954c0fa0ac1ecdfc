import { readCookie, UTM_COOKIE_MAX_AGE_S, type HttpClients, type UtmPayload } from 'shared-contracts';

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;
/** What was last sent, so a campaign is posted once per student and not on every page. */
export const UTM_SENT_KEY = 'platform:utm-sent';

/** The utm_* parameters of a query string that have a value. */
export function utmFromSearch(search: string): Partial<UtmPayload> {
  const params = new URLSearchParams(search);
  const utm: Partial<UtmPayload> = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim();
    if (value) utm[key] = value;
  }
  return utm;
}

/** Spec 1 §7: each parameter in a cookie of its own for 604800 s (7 days). */
export function saveUtmCookies(utm: Partial<UtmPayload>, doc: Document = document): void {
  for (const [key, value] of Object.entries(utm)) {
    doc.cookie = `${key}=${encodeURIComponent(value)}; max-age=${UTM_COOKIE_MAX_AGE_S}; path=/; SameSite=Lax`;
  }
}

export function utmFromCookies(cookies: string): Partial<UtmPayload> {
  const utm: Partial<UtmPayload> = {};
  for (const key of UTM_KEYS) {
    const value = readCookie(cookies, key);
    if (value) utm[key] = decodeURIComponent(value);
  }
  return utm;
}

export interface UtmOptions {
  http: HttpClients;
  search: string;
  signedIn: boolean;
  doc?: Document;
  storage?: Storage | null;
  logger?: Pick<Console, 'error'>;
}

/**
 * UTM of spec 1 §3, §7, §8: parameters of the page are kept in cookies; a signed-in student's campaign is
 * posted to /bff/ecommerce/utm (once per campaign); a failure is only logged. Resolves with what was sent.
 */
export async function captureUtm(options: UtmOptions): Promise<Partial<UtmPayload> | null> {
  const { http, search, signedIn, doc = document, storage = null, logger = console } = options;
  saveUtmCookies(utmFromSearch(search), doc);
  const utm = utmFromCookies(doc.cookie);
  if (!signedIn || Object.keys(utm).length === 0) return null;
  const serialized = JSON.stringify(utm);
  if (storage?.getItem(UTM_SENT_KEY) === serialized) return null;
  try {
    await http.api.post('bff/ecommerce/utm', { json: utm });
    storage?.setItem(UTM_SENT_KEY, serialized);
    return utm;
  } catch (error) {
    logger.error('[utm] envio das UTMs falhou', error);
    return null;
  }
}
