/**
 * Where the dev BFF runs, read once from the environment (issue 11: it stays a development tool).
 *
 * | DEV_BFF_ENV       | listens on             | control API and dev sign-in                         | session cookie |
 * | ----------------- | ---------------------- | --------------------------------------------------- | -------------- |
 * | `local` (default) | 127.0.0.1 (loopback)   | on, no secret (`DEV_BFF_CONTROL=off` turns them off) | not Secure     |
 * | `compose`         | 0.0.0.0 (the network)  | off unless `DEV_BFF_CONTROL=on`, then only with the  | Secure         |
 * |                   |                        | `DEV_BFF_CONTROL_SECRET` (header or `secret=` query) |                |
 */
export type DevBffMode = 'local' | 'compose';

export interface DevBffEnvironment {
  mode: DevBffMode;
  /** whether /__control and /auth/dev-login are answered at all */
  devTools: boolean;
  /** what a dev-tools request must present (compose), or null (local: open on loopback) */
  controlSecret: string | null;
  /** the interface to listen on */
  host: string;
  /** the session cookie's Secure attribute */
  secureCookies: boolean;
  /** origins allowed besides localhost (CORS and the CSRF check): the host names of the deployed host */
  allowedOrigins: readonly string[];
}

/** The header a dev-tools request carries the control secret in (or the `secret` query parameter). */
export const CONTROL_SECRET_HEADER = 'x-dev-bff-secret';
/** Long enough not to be guessed. */
export const CONTROL_SECRET_MIN_LENGTH = 16;

export function devBffEnvironment(env: NodeJS.ProcessEnv = process.env): DevBffEnvironment {
  const mode = env.DEV_BFF_ENV ?? 'local';
  if (mode !== 'local' && mode !== 'compose')
    throw new Error(`DEV_BFF_ENV deve ser local ou compose (recebido: ${mode}).`);
  const allowedOrigins = (env.DEV_BFF_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  if (mode === 'local') {
    return {
      mode,
      devTools: env.DEV_BFF_CONTROL !== 'off',
      controlSecret: null,
      host: env.DEV_BFF_HOST ?? '127.0.0.1',
      secureCookies: false,
      allowedOrigins,
    };
  }
  const devTools = env.DEV_BFF_CONTROL === 'on';
  const secret = env.DEV_BFF_CONTROL_SECRET ?? '';
  if (devTools && secret.length < CONTROL_SECRET_MIN_LENGTH) {
    throw new Error(
      `Com DEV_BFF_ENV=compose e DEV_BFF_CONTROL=on, defina DEV_BFF_CONTROL_SECRET com ao menos ${CONTROL_SECRET_MIN_LENGTH} caracteres.`,
    );
  }
  return {
    mode,
    devTools,
    controlSecret: devTools ? secret : null,
    host: env.DEV_BFF_HOST ?? '0.0.0.0',
    secureCookies: true,
    allowedOrigins,
  };
}
