import { isHTTPError } from 'ky';

/** A 404 answer: the item does not exist (shown as the area's not-found page, not as an error). */
export function isNotFound(error: unknown): boolean {
  return isHTTPError(error) && error.response.status === 404;
}
