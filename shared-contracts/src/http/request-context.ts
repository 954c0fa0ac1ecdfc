import { TEST_MODE_PARAM } from './http-constants';

/** A cookie's value from a document.cookie string, or null. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) {
      const raw = part.slice(separator + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return null;
}

/** The test_mode query value of a location search string ('' counts as absent). */
export function readTestMode(search: string): string | null {
  const value = new URLSearchParams(search).get(TEST_MODE_PARAM);
  return value === null || value === '' ? null : value;
}
