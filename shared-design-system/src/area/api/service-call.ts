import { isNotFoundError } from './read-api-error';
import { getData } from './response-guards';

/** An aborted request (the page moved on), whichever realm's DOMException it is. */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** Spec 2 §8: a service logs its failure with the area's and the service's name; an abort is no failure. */
export function logServiceFailure(area: string, service: string, error: unknown): void {
  if (isAbortError(error)) return;
  console.error(`[${area}] ${service} falhou`, error);
}

/**
 * Runs one service of an area (spec 2 §8): a failure is logged ('[mfe-goals] getGoals falhou') and
 * rethrown, or replaced by `onFailure()` for the services the spec lets degrade (an empty list, null).
 * An abort is neither logged nor replaced.
 *
 * ```ts
 * export const getLastUpdates = (api: KyInstance) =>
 *   serviceCall('mfe-study-table', 'getLastUpdates', () => fetchUpdates(api), () => []);
 * ```
 */
export async function serviceCall<T>(
  area: string,
  service: string,
  call: () => Promise<T>,
  onFailure?: () => T,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isAbortError(error)) throw error;
    logServiceFailure(area, service, error);
    if (onFailure) return onFailure();
    throw error;
  }
}

/**
 * A GET of one item: what it answered, or `null` when the server has no such item (a 404 is an answer,
 * not a failure: the page shows the item's own "not found").
 *
 * ```ts
 * const body = await nullWhenNotFound(() => http.api.get(`v3/discursives/slug/${slug}`).json<unknown>());
 * return body === null ? null : expectData(body, isDiscursive, 'simulado discursivo');
 * ```
 */
export async function nullWhenNotFound<T>(request: () => Promise<T>): Promise<T | null> {
  try {
    return await request();
  } catch (error) {
    if (isNotFoundError(error)) return null;
    throw error;
  }
}

/**
 * GET one item's `data`, checked by `guard`, or `null` when the server has no such item (404): `getData`
 * and `nullWhenNotFound` together, the body of most one-item endpoint files.
 *
 * ```ts
 * serviceCall(AREA_NAME, 'getDiscursive', () =>
 *   getDataOrNull(http.api, `v3/discursives/slug/${slug}`, isDiscursive, 'simulado discursivo', { signal }),
 * );
 * ```
 */
export async function getDataOrNull<T>(
  client: Parameters<typeof getData>[0],
  path: string,
  guard: (value: unknown) => value is T,
  what: string,
  options?: Parameters<typeof getData>[4],
): Promise<T | null> {
  return nullWhenNotFound(() => getData(client, path, guard, what, options));
}
