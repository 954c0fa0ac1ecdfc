import type { EnvironmentName, HttpClients, LoggedUser } from 'shared-contracts';
import { readCookie, SESSION_COOKIE } from 'shared-contracts';

export const STORAGE_KEY = 'platform:user';

function isLoggedUser(value: unknown): value is LoggedUser {
  const user = value as Partial<LoggedUser> | null;
  return (
    !!user &&
    typeof user.id === 'number' &&
    typeof user.email === 'string' &&
    typeof user.fullName === 'string'
  );
}

/** The user kept in session storage by a previous load, if any. */
export function storedUser(): LoggedUser | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isLoggedUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function clearStoredUser(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}

/**
 * Session cookie → getMe (GET /bff/profile/me) → user kept in session storage (spec 1 §4 Session). Without
 * the cookie the user is cleared, except in the local environment, where the current user is still asked
 * for (a developer may be signed in another way). Any failure clears the session rather than leaving a
 * stale user around.
 */
export async function loadSession(
  http: HttpClients,
  environment: EnvironmentName = 'production',
): Promise<LoggedUser | null> {
  if (environment !== 'local' && !readCookie(document.cookie, SESSION_COOKIE)) {
    clearStoredUser();
    return null;
  }
  try {
    const body: unknown = await http.api.get('bff/profile/me').json();
    const user = isLoggedUser(body)
      ? body
      : isLoggedUser((body as { data?: unknown })?.data)
        ? (body as { data: LoggedUser }).data
        : null;
    if (!user) throw new Error('profile/me answered an unexpected shape');
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(user));
    return user;
  } catch (error) {
    console.error('[host-shell] getMe failed; session cleared', error);
    clearStoredUser();
    return null;
  }
}
