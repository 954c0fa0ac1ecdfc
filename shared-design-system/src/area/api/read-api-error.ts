import { TOO_MANY_REQUESTS_MESSAGE } from 'shared-contracts';
import { isRecord } from './response-guards';

/** What a failed call says (spec 1 §8 error body `{ error: { message, tag, meta } }`), as far as it can be read. */
export interface ApiError {
  /** the HTTP status; null when no answer came (network failure, abort, a bad shape) */
  status: number | null;
  /** the server's pt-BR message */
  message: string | null;
  /** the machine tag (`SOCIAL_ERROR_BAD_WORDS`, `DISCURSIVAS.SUBMIT_LIMIT_REACHED`, `ADDRESS.INVALID_ZIPCODE`, ...) */
  tag: string | null;
  meta: Record<string, unknown> | null;
}

/**
 * The Response of a ky HTTPError, found by shape rather than `instanceof`: the kit does not bundle ky and
 * each remote bundles its own copy.
 */
function responseOf(error: unknown): Response | null {
  if (!isRecord(error) || !isRecord(error.response)) return null;
  const response = error.response as unknown as Response;
  return typeof response.status === 'number' && typeof response.clone === 'function' ? response : null;
}

/**
 * The HTTP status of a failed call, or null when it never got an answer: the Response's, or the numeric
 * `status` an area's own typed error carries (an error that wrapped the answer, such as cast's).
 */
export function statusOf(error: unknown): number | null {
  const fromResponse = responseOf(error)?.status;
  if (fromResponse !== undefined) return fromResponse;
  return isRecord(error) && typeof error.status === 'number' ? error.status : null;
}

/** The server answered 404: the item does not exist (shown as a not-found page, not as an error). */
export function isNotFoundError(error: unknown): boolean {
  return statusOf(error) === 404;
}

/** Reads status, message, tag and meta of a failed call; anything unreadable is null. */
export async function readApiError(error: unknown): Promise<ApiError> {
  const response = responseOf(error);
  const empty: ApiError = { status: response?.status ?? null, message: null, tag: null, meta: null };
  if (!response) return empty;
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    return empty;
  }
  const inner = isRecord(body) && isRecord(body.error) ? body.error : isRecord(body) ? body : {};
  return {
    status: response.status,
    message: typeof inner.message === 'string' && inner.message ? inner.message : null,
    tag: typeof inner.tag === 'string' && inner.tag ? inner.tag : null,
    meta: isRecord(inner.meta) ? inner.meta : null,
  };
}

/**
 * The server's pt-BR message of a failed call; else, for a 429, the platform's "too many requests" message;
 * else `fallback` (else null).
 */
export async function readApiErrorMessage(error: unknown, fallback: string): Promise<string>;
export async function readApiErrorMessage(error: unknown): Promise<string | null>;
export async function readApiErrorMessage(error: unknown, fallback?: string): Promise<string | null> {
  const { status, message } = await readApiError(error);
  return message ?? (status === 429 ? TOO_MANY_REQUESTS_MESSAGE : null) ?? fallback ?? null;
}
