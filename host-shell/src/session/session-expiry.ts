import type { EnvironmentName, EventBus, EventPayload } from 'shared-contracts';
import { shellStore, userAtom } from '../state/shell-store';
import { leaveByPost, loginUrl, logoutUrl } from './auth-urls';
import { clearStoredUser } from './load-session';

export interface ExpireSessionOptions {
  /** leaves the page through the logout URL (default: a POST, `leaveByPost`) */
  leave?: (url: string) => void;
  store?: typeof shellStore;
}

let leaving = false;

/**
 * A 401 from any client (the clients emit `session:expired`): the session is cleared and the student is
 * sent to logout, which then opens the login page bringing them back here (spec 1 §8). Ignored on the
 * /auth pages themselves and on public pages; only the first 401 leaves the page.
 */
export function expireSession(
  payload: EventPayload<'session:expired'>,
  environment: EnvironmentName,
  options: ExpireSessionOptions = {},
): void {
  const { store = shellStore } = options;
  const leave = options.leave ?? leaveByPost;
  const { pathname, search, hash } = window.location;
  if (leaving || pathname === '/auth' || pathname.startsWith('/auth/')) return;
  // public pages (spec 2 §1: the public question) are for signed-out visitors: their 401s are expected
  if (pathname === '/public' || pathname.startsWith('/public/')) return;
  leaving = true;
  clearStoredUser();
  store.set(userAtom, null);
  leave(logoutUrl(payload.loginUrl ?? loginUrl(environment, `${pathname}${search}${hash}`)));
}

/** Runs expireSession on every `session:expired` of the bus; returns the unsubscribe function. */
export function handleSessionExpiry(
  bus: EventBus,
  environment: EnvironmentName,
  options: ExpireSessionOptions = {},
): () => void {
  const subscription = bus
    .on('session:expired')
    .subscribe((payload) => expireSession(payload, environment, options));
  return () => subscription.unsubscribe();
}

/** Lets a test start over as a fresh page would. */
export function resetSessionExpiryForTests(): void {
  leaving = false;
}
