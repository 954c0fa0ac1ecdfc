import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEV_LOGIN_PATH } from './auth-routes';
import { CONTROL_PREFIX } from './control-prefix';
import { CONTROL_SECRET_HEADER, type DevBffEnvironment } from './dev-environment';
import { sendError } from './http-error';

/** The control API and the dev sign-in: what only a development environment answers. */
export function isDevToolPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return (
    path === CONTROL_PREFIX ||
    path.startsWith(`${CONTROL_PREFIX}/`) ||
    path === DEV_LOGIN_PATH ||
    path.startsWith(`${DEV_LOGIN_PATH}/`)
  );
}

function presentedSecret(request: FastifyRequest): string {
  const header = request.headers[CONTROL_SECRET_HEADER];
  if (typeof header === 'string') return header;
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.secret === 'string' ? query.secret : '';
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Where the environment has a control secret (compose), every dev-tools request must present it, in the
 * `x-dev-bff-secret` header or, for the sign-in page a browser opens, the `secret` query parameter.
 */
export function registerDevToolsGate(app: FastifyInstance, environment: DevBffEnvironment): void {
  const secret = environment.controlSecret;
  if (secret === null) return;
  app.addHook('preHandler', async (request, reply) => {
    if (!isDevToolPath(request.url)) return;
    if (sameSecret(presentedSecret(request), secret)) return;
    return sendError(
      reply,
      403,
      `Ferramenta de desenvolvimento protegida: envie o segredo de controle (${CONTROL_SECRET_HEADER}).`,
      'CONTROL_SECRET_REQUIRED',
    );
  });
}
