/** The error body of a failed call ({ error: { message, tag, meta } }, spec 1 §8) as far as it can be read. */
export interface ApiError {
  status: number | null;
  message: string | null;
  tag: string | null;
  meta: Record<string, unknown> | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Reads status, message and tag of a ky HTTPError (checked by shape, not instanceof: two remotes may bundle
 * two copies of ky). Anything else (network failure, abort) gives nulls.
 */
export async function readApiError(error: unknown): Promise<ApiError> {
  const empty: ApiError = { status: null, message: null, tag: null, meta: null };
  if (!isRecord(error) || !isRecord(error.response) || typeof error.response.status !== 'number')
    return empty;
  const response = error.response as unknown as Response;
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    return { ...empty, status: response.status };
  }
  const inner = isRecord(body) && isRecord(body.error) ? body.error : isRecord(body) ? body : {};
  return {
    status: response.status,
    message: typeof inner.message === 'string' ? inner.message : null,
    tag: typeof inner.tag === 'string' ? inner.tag : null,
    meta: isRecord(inner.meta) ? inner.meta : null,
  };
}
