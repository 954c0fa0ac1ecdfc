import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from 'shared-contracts';
import type { BffStore } from './bff-store';
import { badRequest } from './http-error';
import { STUDENT_DESCRIPTIONS } from './seed-students';
import { issueSessionToken } from './session-token';

export const DEV_LOGIN_PATH = '/auth/dev-login';
export const LOGOUT_PATH = '/auth/logout';
export const DEFAULT_LOGIN_REDIRECT = '/mesa-de-estudo';

/**
 * The session cookie: the browser clients read it (not HttpOnly) to send `Authorization: Bearer`; Secure
 * outside local.
 */
const cookieOptions = (secure: boolean) => ({ path: '/', sameSite: 'lax', httpOnly: false, secure }) as const;

export interface AuthRoutesOptions {
  /** the dev sign-in page (a development tool: off answers 404) */
  devLogin: boolean;
  secureCookies: boolean;
}

/** Only internal paths: one leading '/', not '//' or '/\' (which browsers treat as another host). */
export function isInternalPath(path: string): boolean {
  return (
    /^\/(?![/\\])/.test(path) && ![...path].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)
  );
}

function redirectTarget(redirect: unknown, fallback: string): string {
  if (redirect === undefined || redirect === '') return fallback;
  if (typeof redirect !== 'string' || !isInternalPath(redirect)) {
    throw badRequest(
      'O parâmetro redirect deve ser um caminho interno começando com uma única "/", ex.: /mesa-de-estudo.',
      'INVALID_REDIRECT',
    );
  }
  return redirect;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

function signInPage(store: BffStore, redirect: string, secret: string | undefined): string {
  const items = store
    .students()
    .map((student) => {
      const query = new URLSearchParams({ email: student.email, redirect });
      // the page is only shown to whoever presented the control secret (compose): its links carry it on
      if (secret) query.set('secret', secret);
      const href = `${DEV_LOGIN_PATH}?${query.toString()}`;
      const description = STUDENT_DESCRIPTIONS[student.email] ?? '';
      return `      <li><a href="${escapeHtml(href)}">Entrar como ${escapeHtml(student.fullName)}</a> <small>(${escapeHtml(student.email)})</small><p>${escapeHtml(description)}</p></li>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Entrar | Ambiente de desenvolvimento</title>
    <style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5}li{margin-bottom:1rem}p{margin:.25rem 0 0}</style>
  </head>
  <body>
    <main>
      <h1>Entrar no ambiente de desenvolvimento</h1>
      <p>Escolha um aluno de teste. Depois de entrar você será levado para <code>${escapeHtml(redirect)}</code>.</p>
      <ul>
${items}
      </ul>
    </main>
  </body>
</html>
`;
}

/**
 * Sign-in of the dev BFF (sets the session cookie of a seeded student; a development tool) and sign-out
 * (POST: a link or an image on another site cannot sign the student out).
 */
export function registerAuthRoutes(
  app: FastifyInstance,
  store: BffStore,
  { devLogin, secureCookies }: AuthRoutesOptions = { devLogin: true, secureCookies: false },
): void {
  const COOKIE_OPTIONS = cookieOptions(secureCookies);
  if (devLogin) registerDevLogin(app, store, COOKIE_OPTIONS);

  // the host posts a plain form (an empty urlencoded body): its body is not read
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', (_request, _payload, done) =>
      done(null, null),
    );
    scope.post<{ Querystring: { redirect?: string } }>(LOGOUT_PATH, async (request, reply) => {
      const target = redirectTarget(request.query.redirect, DEV_LOGIN_PATH);
      reply.clearCookie(SESSION_COOKIE, COOKIE_OPTIONS);
      // 303: the browser follows a form's POST with a GET of the target
      return reply.redirect(target, 303);
    });
  });
}

function registerDevLogin(
  app: FastifyInstance,
  store: BffStore,
  COOKIE_OPTIONS: ReturnType<typeof cookieOptions>,
): void {
  app.get<{ Querystring: { email?: string; redirect?: string; secret?: string } }>(
    DEV_LOGIN_PATH,
    async (request, reply) => {
      const { email, redirect, secret } = request.query;
      const target = redirectTarget(redirect, DEFAULT_LOGIN_REDIRECT);
      if (email === undefined || email === '') {
        return reply.type('text/html; charset=utf-8').send(signInPage(store, target, secret));
      }
      const student = typeof email === 'string' ? store.studentByEmail(email) : undefined;
      if (!student) {
        const known = store
          .students()
          .map((s) => s.email)
          .join(', ');
        throw badRequest(
          `Nenhum aluno de desenvolvimento com o e-mail ${String(email)}. Alunos disponíveis: ${known}.`,
          'UNKNOWN_STUDENT',
        );
      }
      reply.setCookie(SESSION_COOKIE, issueSessionToken(student.id), COOKIE_OPTIONS);
      return reply.redirect(target, 302);
    },
  );
}
