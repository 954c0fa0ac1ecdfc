import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  HEADER_INTERACTIVE_TRACK_TYPE,
  HEADER_PRINT_TOKEN,
  HEADER_REQUESTER,
  HEADER_TEST_TOKEN,
  HEADER_VERTICAL,
} from 'shared-contracts';

/** localhost and its sub-domains (concursos.localhost, medicina.localhost, ...) on any port. */
const ALLOWED_ORIGIN =
  /^https?:\/\/(?:[a-z0-9-]+\.)*localhost(?::\d{1,5})?$|^https?:\/\/127\.0\.0\.1(?::\d{1,5})?$/i;

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
const DEFAULT_ALLOWED_HEADERS = [
  'authorization',
  'content-type',
  HEADER_VERTICAL,
  HEADER_REQUESTER,
  HEADER_TEST_TOKEN,
  HEADER_INTERACTIVE_TRACK_TYPE,
  HEADER_PRINT_TOKEN,
].join(', ');
const EXPOSED_HEADERS = 'content-range, accept-ranges, content-length';
const PREFLIGHT_MAX_AGE_SECONDS = '600';

/** localhost (any sub-domain, any port) and the origins the environment names (DEV_BFF_ALLOWED_ORIGINS). */
export function isAllowedOrigin(origin: string, extra: readonly string[] = []): boolean {
  return ALLOWED_ORIGIN.test(origin) || extra.includes(origin);
}

/**
 * A small CORS hook (the remotes run on their own origins in development and call the BFF directly):
 * echoes an allowed Origin with credentials and answers preflights before any route or fault runs.
 */
export function registerCors(
  app: FastifyInstance,
  allowedOrigin: (origin: string) => boolean = isAllowedOrigin,
): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    const allowed = typeof origin === 'string' && allowedOrigin(origin);
    reply.header('vary', 'Origin');
    if (allowed) {
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-allow-credentials', 'true');
      reply.header('access-control-expose-headers', EXPOSED_HEADERS);
    }
    const isPreflight =
      request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
    if (!isPreflight) return;
    if (allowed) {
      const requested = request.headers['access-control-request-headers'];
      reply.header('access-control-allow-methods', ALLOWED_METHODS);
      reply.header(
        'access-control-allow-headers',
        typeof requested === 'string' && requested ? requested : DEFAULT_ALLOWED_HEADERS,
      );
      reply.header('access-control-max-age', PREFLIGHT_MAX_AGE_SECONDS);
    }
    // An origin that is not allowed gets no allow headers, so the browser blocks the real request.
    return reply.code(204).send();
  });
}
