import { isAbortError, isRecord, readApiErrorMessage } from 'shared-design-system/area';

/**
 * For the services whose failure the student reads (a refused count or search, an answer, an exam start):
 * `.catch(rethrowReadable(fallback))` after the kit's `serviceCall` (which logged the failure) rethrows it as
 * an Error whose message is the server's (else, for a 429, the platform's; else `fallback`). The HTTP answer
 * stays on it, so `statusOf`, `isNotFoundError` and `QueryView` still read its status. An abort passes as is.
 */
export function rethrowReadable(fallback: string): (error: unknown) => Promise<never> {
  return async (error) => {
    if (isAbortError(error)) throw error;
    const readable = new Error(await readApiErrorMessage(error, fallback), { cause: error });
    throw isRecord(error) && 'response' in error
      ? Object.assign(readable, { response: error.response })
      : readable;
  };
}

/** What a failure says to the student: its message (services make it readable), else `fallback`. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
