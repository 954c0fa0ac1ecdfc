/**
 * The security headers every response of the composed site carries (ARCHITECTURE §8). The CSP allows
 * scripts and connections from 'self' and exactly the remote origins of the manifest in use; outside
 * production also from localhost, where test builds loaded through `?mfe-override=` are served (the
 * host accepts no other override origin than those and the manifest's own).
 */
export interface CspOptions {
  /** allow `?mfe-override=` builds served on localhost (every environment but production) */
  localOverrides?: boolean;
}

export const LOCAL_OVERRIDE_SOURCES = ['http://localhost:*', 'http://127.0.0.1:*', 'http://*.localhost:*'];

/** Whether an environment accepts test overrides (the host's rule: never production). */
export function acceptsOverrides(platformEnv: string): boolean {
  return platformEnv !== 'production';
}

export function contentSecurityPolicy(remoteOrigins: readonly string[], options: CspOptions = {}): string {
  const allowed = [...remoteOrigins, ...(options.localOverrides ? LOCAL_OVERRIDE_SOURCES : [])];
  const withRemotes = (...sources: string[]) => [...sources, ...allowed].join(' ');
  return [
    "default-src 'self'",
    `script-src ${withRemotes("'self'")}`,
    `connect-src ${withRemotes("'self'")}`,
    // emotion injects <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    // webpack `asset/resource` files of a remote are served from the remote's origin.
    `img-src ${withRemotes("'self'", 'data:', 'blob:')}`,
    `font-src ${withRemotes("'self'", 'data:')}`,
    `media-src ${withRemotes("'self'", 'blob:')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(
  remoteOrigins: readonly string[],
  options: CspOptions = {},
): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(remoteOrigins, options),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
}
