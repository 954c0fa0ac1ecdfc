import type { IncomingMessage, ServerResponse } from 'node:http';

/** localhost, its sub-domains (concursos.localhost, medicina.localhost, ...) and 127.0.0.1, any port. */
const LOCAL_ORIGIN =
  /^https?:\/\/(?:[a-z0-9-]+\.)*localhost(?::\d{1,5})?$|^https?:\/\/127\.0\.0\.1(?::\d{1,5})?$/i;

export function isLocalOrigin(origin: string): boolean {
  return LOCAL_ORIGIN.test(origin);
}

/**
 * CORS for a remote's static server: the host page (another origin) fetches mf-manifest.json with
 * credentials, so a wildcard would be refused; an allowed Origin is echoed instead.
 * Returns true when the request was a preflight and has been answered.
 */
export function corsForLocalOrigins(req: IncomingMessage, res: ServerResponse): boolean {
  const origin = req.headers.origin;
  const allowed = typeof origin === 'string' && isLocalOrigin(origin);
  res.setHeader('vary', 'Origin');
  if (allowed) {
    res.setHeader('access-control-allow-origin', origin);
    res.setHeader('access-control-allow-credentials', 'true');
  }
  if (req.method !== 'OPTIONS' || req.headers['access-control-request-method'] === undefined) return false;
  if (allowed) {
    res.setHeader('access-control-allow-methods', 'GET, HEAD, OPTIONS');
    const requested = req.headers['access-control-request-headers'];
    if (typeof requested === 'string' && requested) res.setHeader('access-control-allow-headers', requested);
    res.setHeader('access-control-max-age', '600');
  }
  res.writeHead(204).end();
  return true;
}
