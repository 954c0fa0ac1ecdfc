import { isRecord } from './response-guards';

/** A ky HTTPError-like failure: has a Response (checked by shape, not instanceof: two ky copies may meet). */
function responseOf(error: unknown): Response | null {
  if (
    isRecord(error) &&
    error.name === 'HTTPError' &&
    isRecord(error.response) &&
    typeof (error.response as { clone?: unknown }).clone === 'function'
  ) {
    return error.response as unknown as Response;
  }
  return null;
}

/** The HTTP status of a failed call, or null when it never got an answer. */
export function statusOf(error: unknown): number | null {
  return responseOf(error)?.status ?? null;
}

/** The server's pt-BR `error.message` of a failed call, else `fallback`. */
export async function readApiErrorMessage(error: unknown, fallback: string): Promise<string> {
  const response = responseOf(error);
  if (!response) return fallback;
  try {
    const body: unknown = await response.clone().json();
    if (
      isRecord(body) &&
      isRecord(body.error) &&
      typeof body.error.message === 'string' &&
      body.error.message
    )
      return body.error.message;
  } catch {
    // not JSON: keep the fallback
  }
  return fallback;
}
