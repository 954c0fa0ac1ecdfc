/** Code of the error thrown for a redirect to a bad internal path (spec 1 §8). */
export const ERR_REDIRECT = 'ERR_REDIRECT';

/** A guard asked to redirect to something that is not a plain internal path. */
export class RedirectError extends Error {
  readonly code = ERR_REDIRECT;

  constructor(target: string) {
    super(`Redirect to a bad internal path: ${JSON.stringify(target)}`);
    this.name = 'RedirectError';
  }
}

/**
 * The target itself when it is an internal path (one leading '/', not '//' or '/\', which browsers read as
 * another host, and no control characters); otherwise throws a RedirectError (code ERR_REDIRECT).
 */
export function internalPath(target: string): string {
  // eslint-disable-next-line no-control-regex
  if (!/^\/(?![/\\])/.test(target) || /[\u0000-\u001f\u007f]/.test(target)) throw new RedirectError(target);
  return target;
}
