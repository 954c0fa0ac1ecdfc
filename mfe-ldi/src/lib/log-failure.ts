/** An aborted request (the page moved on), whichever realm's DOMException it is. */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** Spec 2 §8: every service logs a failure with its name (aborts are not failures). */
export function logFailure(area: string, service: string, error: unknown): void {
  if (isAbortError(error)) return;
  console.error(`[${area}] ${service} falhou`, error);
}
