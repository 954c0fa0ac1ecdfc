import type { GlobalAlert, GlobalAlertCookieValue } from 'shared-contracts';
import { GLOBAL_ALERT_COOKIE, readCookie } from 'shared-contracts';

export function isGlobalAlert(value: unknown): value is GlobalAlert {
  const alert = value as Partial<GlobalAlert> | null;
  return (
    !!alert &&
    typeof alert.is_active === 'boolean' &&
    typeof alert.repeat === 'boolean' &&
    typeof alert.text === 'string'
  );
}

/**
 * Spec 1 §4: active and repeat → always shown (and the cookie set to SHOW); active and not repeat → shown
 * while the cookie is not CLOSED; inactive → hidden.
 */
export function shouldShowAlert(alert: GlobalAlert, cookie: string | null): boolean {
  if (!alert.is_active) return false;
  if (alert.repeat) return true;
  return cookie !== 'CLOSED';
}

export function readAlertCookie(cookies = document.cookie): string | null {
  return readCookie(cookies, GLOBAL_ALERT_COOKIE);
}

export function writeAlertCookie(value: GlobalAlertCookieValue): void {
  // a session cookie on the whole site: closing lasts until the browser closes
  document.cookie = `${GLOBAL_ALERT_COOKIE}=${value}; path=/; SameSite=Lax`;
}
