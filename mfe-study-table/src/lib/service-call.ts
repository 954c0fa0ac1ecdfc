import { AREA_NAME } from '../constants';

/** An aborted request (the page moved on), whichever realm's DOMException it is. */
function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/**
 * Runs one service of this area (spec 2 §8): a failure is logged with the service's name
 * ('[mfe-study-table] getFavorites falhou') and rethrown, or replaced by `onFailure()` for the services the
 * spec lets degrade. An abort is neither logged nor replaced: it is no failure.
 */
export async function serviceCall<T>(
  service: string,
  call: () => Promise<T>,
  onFailure?: () => T,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isAbortError(error)) throw error;
    console.error(`[${AREA_NAME}] ${service} falhou`, error);
    if (onFailure) return onFailure();
    throw error;
  }
}
