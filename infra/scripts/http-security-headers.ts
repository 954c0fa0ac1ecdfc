/**
 * The security headers every response of the composed site carries (ARCHITECTURE §8). The CSP allows
 * scripts and connections from 'self' and exactly the remote origins of the manifest in use.
 */
export function contentSecurityPolicy(remoteOrigins: readonly string[]): string {
  const withRemotes = (...sources: string[]) => [...sources, ...remoteOrigins].join(' ');
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

export function securityHeaders(remoteOrigins: readonly string[]): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(remoteOrigins),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
}
