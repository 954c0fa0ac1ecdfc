import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HEADER_REQUESTER, REQUESTER_ID } from 'shared-contracts';
import { LOGOUT_PATH } from './auth-routes';
import { CONTROL_PREFIX } from './control-prefix';
import { CSP_REPORT_PATH } from './csp-reports';
import { sendError } from './http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Same host as the request's (the host page calling through its own proxy). */
function isSameHost(origin: string, request: FastifyRequest): boolean {
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/** Why an unsafe request is refused, or null when it may go on. */
export function csrfRefusal(
  request: FastifyRequest,
  isAllowedOrigin: (origin: string) => boolean,
): string | null {
  if (SAFE_METHODS.has(request.method)) return null;
  const origin = request.headers.origin;
  const fromAllowedOrigin =
    typeof origin === 'string' &&
    origin !== 'null' &&
    (isAllowedOrigin(origin) || isSameHost(origin, request));
  if (typeof origin === 'string' && !fromAllowedOrigin) return `origem não permitida: ${origin}`;
  if (request.headers['sec-fetch-site'] === 'cross-site' && !fromAllowedOrigin)
    return 'pedido de outro site (Sec-Fetch-Site: cross-site)';
  // sign-out is a plain form post of the host page (no custom header); CSP reports come from the browser
  const path = request.url.split('?')[0];
  if (path === LOGOUT_PATH || path === CSP_REPORT_PATH) return null;
  if (request.headers[HEADER_REQUESTER] !== REQUESTER_ID) return `cabeçalho ${HEADER_REQUESTER} ausente`;
  return null;
}

/**
 * CSRF defence (issue 11): a POST, PUT, PATCH or DELETE must come from the front end's own clients, which
 * send `x-requester-id: front-student` (a header no cross-site form or simple request can carry without a
 * preflight that CORS refuses), and must not come from another site's page (`Origin`, `Sec-Fetch-Site`).
 * The control API is exempt (its own gate is the environment and the control secret); sign-out and CSP
 * reports need no requester header but are still refused from another site.
 */
export function registerCsrfCheck(app: FastifyInstance, isAllowedOrigin: (origin: string) => boolean): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith(CONTROL_PREFIX)) return;
    const refusal = csrfRefusal(request, isAllowedOrigin);
    if (refusal === null) return;
    request.log.warn({ url: request.url }, `CSRF: ${refusal}`);
    return sendError(reply, 403, 'Pedido recusado: ele não veio da plataforma.', 'CSRF_REJECTED');
  });
}
