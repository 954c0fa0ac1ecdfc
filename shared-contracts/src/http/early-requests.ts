/**
 * The calls a page can ask for before the shell's code has arrived (issue 12): the session and feature GETs
 * the shell makes as it starts for a signed-in student (spec 1 §4 session, §8 features). The host's early
 * boot script sends them with these headers; the shell's http clients take an answer only when the request
 * they were about to send carries the same values for every header listed in EARLY_COMPARED_HEADERS
 * (`takeEarlyAnswer`), so nothing is ever answered for a different request. Small on purpose: the boot script
 * bundles this file.
 */
import {
  HEADER_REQUESTER,
  HEADER_TEST_TOKEN,
  HEADER_VERTICAL,
  REQUESTER_ID,
  SESSION_COOKIE,
} from './http-constants';
import { readCookie, readTestMode } from './request-context';
import { verticalFromHost } from '../verticals/vertical-ids';

/** The GETs the shell makes when it starts for a signed-in student, as paths of the page's origin. */
export const EARLY_SESSION_PATHS = [
  '/bff/profile/me',
  '/bff/features',
  '/bff/features/ab',
  '/bff/ecommerce',
  '/bff/toggler/key/goal-explorer',
] as const;

/**
 * The maintenance switches (spec 1 §2 rule 3): the shell's guards ask for them before they let a navigation to
 * a page of a maintenance area through, and the first page's area mounts only after the answer. Sent early
 * for such a page (`maintenanceAreaForPath`), so that this answer is not a round trip of its own after the
 * shell's code has arrived.
 */
export const EARLY_MAINTENANCE_PATH = '/bff/manutencao';

/** The headers an early answer and the shell's request must agree on (lower case). */
export const EARLY_COMPARED_HEADERS = [
  HEADER_VERTICAL,
  HEADER_REQUESTER,
  'authorization',
  HEADER_TEST_TOKEN,
  'accept',
  'cache-control',
] as const;

interface PageContext {
  host: string;
  search: string;
  cookie: string;
}

/**
 * The headers the shell's clients put on a JSON GET of this page (createHttpClients' defaults: vertical,
 * requester, bearer token, test token; ky's accept for `.json()`), or null when no one is signed in (the
 * shell then makes none of these calls).
 */
export function earlySessionHeaders({ host, search, cookie }: PageContext): Record<string, string> | null {
  const token = readCookie(cookie, SESSION_COOKIE);
  if (!token) return null;
  const headers: Record<string, string> = {
    [HEADER_VERTICAL]: verticalFromHost(host),
    [HEADER_REQUESTER]: REQUESTER_ID,
    authorization: `Bearer ${token}`,
    accept: 'application/json',
  };
  const testMode = readTestMode(search);
  if (testMode) headers[HEADER_TEST_TOKEN] = testMode;
  return headers;
}

/** Whether `request` carries exactly the compared headers an early request was sent with. */
export function sameEarlyHeaders(request: Request, sent: Record<string, string>): boolean {
  return EARLY_COMPARED_HEADERS.every((name) => (request.headers.get(name) ?? undefined) === sent[name]);
}
