import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from 'shared-contracts';
import { ALUNO_EMAIL, NOVO_EMAIL } from './seed-students';
import { buildServer } from './server';
import { clientInject } from './testing/client-inject';

let app: FastifyInstance;

beforeEach(() => {
  app = buildServer();
});

afterEach(async () => {
  await app.close();
});

function sessionCookie(setCookie: string | string[] | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : [setCookie ?? ''];
  const cookie = cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error(`no ${SESSION_COOKIE} cookie in ${JSON.stringify(setCookie)}`);
  return cookie;
}

describe('GET /auth/dev-login', () => {
  it('sets a readable session cookie for the student and redirects to the asked path', async () => {
    const response = await clientInject(app, {
      url: `/auth/dev-login?email=${ALUNO_EMAIL}&redirect=/questoes/buscar?x=1`,
    });

    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/questoes/buscar?x=1');
    const cookie = sessionCookie(response.headers['set-cookie']);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  it('redirects to the study table by default, and the cookie signs the student in', async () => {
    const login = await clientInject(app, { url: `/auth/dev-login?email=${NOVO_EMAIL}` });
    expect(login.headers.location).toBe('/mesa-de-estudo');

    const token = sessionCookie(login.headers['set-cookie']).split(';')[0]?.split('=')[1] ?? '';
    const byCookie = await clientInject(app, {
      url: '/bff/profile/me',
      cookies: { [SESSION_COOKIE]: token },
    });
    const byBearer = await clientInject(app, {
      url: '/bff/profile/me',
      headers: { authorization: `Bearer ${token}` },
    });

    expect(byCookie.json()).toMatchObject({ email: NOVO_EMAIL, fullName: 'Bruno Lima' });
    expect(byBearer.json()).toMatchObject({ email: NOVO_EMAIL, fullName: 'Bruno Lima' });
  });

  it.each(['//evil.example.com/x', 'https://evil.example.com', '/\\evil.example.com', 'mesa-de-estudo'])(
    'refuses the redirect %s with 400 and sets no cookie',
    async (redirect) => {
      const response = await clientInject(app, {
        url: `/auth/dev-login?email=${ALUNO_EMAIL}&redirect=${encodeURIComponent(redirect)}`,
      });

      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        message: expect.stringContaining('caminho interno'),
        tag: 'INVALID_REDIRECT',
      });
      expect(response.headers['set-cookie']).toBeUndefined();
    },
  );

  it('answers 400 with a pt-BR message for an unknown e-mail', async () => {
    const response = await clientInject(app, { url: '/auth/dev-login?email=ninguem@exemplo.com.br' });

    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(
      'Nenhum aluno de desenvolvimento com o e-mail ninguem@exemplo.com.br',
    );
  });

  it('without an e-mail shows a pt-BR sign-in page linking every seeded student', async () => {
    const response = await clientInject(app, { url: '/auth/dev-login?redirect=/cast' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<html lang="pt-BR">');
    expect(response.body).toContain('Entrar como Ana Paula Souza');
    expect(response.body).toContain('/auth/dev-login?email=aluno%40exemplo.com.br&amp;redirect=%2Fcast');
    expect(response.body).toContain('Entrar como Bruno Lima');
  });
});

describe('POST /auth/logout', () => {
  const logout = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, headers: { host: 'concursos.localhost:3000', ...headers } });

  it('clears the session cookie and goes to the sign-in page by default (a form post from the site)', async () => {
    const response = await logout('/auth/logout', {
      origin: 'http://concursos.localhost:3000',
      'content-type': 'application/x-www-form-urlencoded',
    });

    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/auth/dev-login');
    expect(sessionCookie(response.headers['set-cookie'])).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it('redirects to an internal path and refuses an external one', async () => {
    expect((await logout('/auth/logout?redirect=/auth')).headers.location).toBe('/auth');
    expect((await logout('/auth/logout?redirect=//evil.example.com')).statusCode).toBe(400);
  });

  it('is not a GET: a link or an image on another site cannot sign the student out', async () => {
    const response = await app.inject({ url: '/auth/logout' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it("refuses another site's form", async () => {
    const response = await logout('/auth/logout', {
      origin: 'https://evil.example.com',
      'sec-fetch-site': 'cross-site',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.tag).toBe('CSRF_REJECTED');
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
