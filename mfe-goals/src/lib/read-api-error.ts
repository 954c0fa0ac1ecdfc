import { isHTTPError } from 'ky';
import { isRecord } from './response-guards';

/** The pt-BR message of a BFF error answer ({error: {message}}), or null when there is none to show. */
export async function readApiErrorMessage(error: unknown): Promise<string | null> {
  if (!isHTTPError(error)) return null;
  try {
    const body: unknown = await error.response.clone().json();
    const inner = isRecord(body) ? body.error : undefined;
    return isRecord(inner) && typeof inner.message === 'string' ? inner.message : null;
  } catch {
    return null;
  }
}
