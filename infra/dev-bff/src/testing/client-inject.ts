import type { FastifyInstance, InjectOptions } from 'fastify';
import { CLIENT_HEADERS } from './sign-in-headers';

/**
 * `app.inject()` as the platform's http clients call the BFF: with their `x-requester-id` header, which the
 * CSRF check requires on writes (tests of that check call `app.inject()` directly).
 */
export function clientInject(app: FastifyInstance, options: InjectOptions | string) {
  const request = typeof options === 'string' ? { url: options } : options;
  return app.inject({ ...request, headers: { ...CLIENT_HEADERS, ...request.headers } });
}
