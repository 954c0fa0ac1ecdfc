import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from 'shared-contracts';
import { CONTROL_SECRET_HEADER, devBffEnvironment, type DevBffEnvironment } from './dev-environment';
import { ALUNO_EMAIL } from './seed-students';
import { buildServer } from './server';
import { issueSessionToken, studentIdOfToken } from './session-token';
import { CLIENT_HEADERS } from './testing/sign-in-headers';

const SECRET = 'segredo-de-controle-1234';
const LOCAL = devBffEnvironment({});
const COMPOSE_OFF = devBffEnvironment({ DEV_BFF_ENV: 'compose' });
const COMPOSE_ON = devBffEnvironment({
  DEV_BFF_ENV: 'compose',
  DEV_BFF_CONTROL: 'on',
  DEV_BFF_CONTROL_SECRET: SECRET,
});

const apps: FastifyInstance[] = [];
function serverIn(environment: DevBffEnvironment): FastifyInstance {
  const app = buildServer({ environment });
  apps.push(app);
  return app;
}
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function signInCookie(app: FastifyInstance, query = ''): Promise<string> {
  const login = await app.inject({ url: `/auth/dev-login?email=${ALUNO_EMAIL}${query}` });
  const cookie = [login.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error(`sem cookie de sessão (HTTP ${login.statusCode})`);
  return cookie;
}
const tokenOf = (cookie: string) => cookie.split(';')[0]?.split('=')[1] ?? '';

describe('the environment', () => {
  it('is local by default: loopback, dev tools open without a secret, cookie not Secure', () => {
    expect(LOCAL).toMatchObject({
      mode: 'local',
      host: '127.0.0.1',
      devTools: true,
      controlSecret: null,
      secureCookies: false,
    });
    expect(devBffEnvironment({ DEV_BFF_CONTROL: 'off' }).devTools).toBe(false);
  });

  it('in compose listens on the network with dev tools off unless switched on, and then only with a secret', () => {
    expect(COMPOSE_OFF).toMatchObject({
      mode: 'compose',
      host: '0.0.0.0',
      devTools: false,
      secureCookies: true,
    });
    expect(COMPOSE_ON).toMatchObject({ devTools: true, controlSecret: SECRET });
    expect(() => devBffEnvironment({ DEV_BFF_ENV: 'compose', DEV_BFF_CONTROL: 'on' })).toThrow(
      'defina DEV_BFF_CONTROL_SECRET com ao menos 16 caracteres',
    );
    expect(() => devBffEnvironment({ DEV_BFF_ENV: 'producao' })).toThrow(
      'DEV_BFF_ENV deve ser local ou compose',
    );
  });

  it('reads extra allowed origins (the deployed host names)', () => {
    expect(
      devBffEnvironment({
        DEV_BFF_ALLOWED_ORIGINS: 'https://concursos.exemplo.com.br, https://oab.exemplo.com.br',
      }).allowedOrigins,
    ).toEqual(['https://concursos.exemplo.com.br', 'https://oab.exemplo.com.br']);
  });
});

describe('session tokens', () => {
  it('are random per sign-in and name the student only with a valid signature', async () => {
    const app = serverIn(LOCAL);
    const first = tokenOf(await signInCookie(app));
    const second = tokenOf(await signInCookie(app));
    expect(first).not.toBe(second);
    expect(studentIdOfToken(first)).toBe(studentIdOfToken(second));

    const me = (token: string) =>
      app.inject({ url: '/bff/profile/me', headers: { authorization: `Bearer ${token}` } });
    expect((await me(first)).json().email).toBe(ALUNO_EMAIL);
    // another student's id with the same nonce and signature, and the old guessable form: both refused
    const forged = first.replace(/^s1\.\d+\./, 's1.1.');
    expect((await me(forged)).statusCode).toBe(401);
    expect((await me('dev-session-1')).statusCode).toBe(401);
    expect(studentIdOfToken(`${issueSessionToken(7).slice(0, -2)}xx`)).toBeNull();
  });

  it('are set in a Secure cookie outside local', async () => {
    expect(await signInCookie(serverIn(LOCAL))).not.toMatch(/Secure/);
    expect(await signInCookie(serverIn(COMPOSE_ON), `&secret=${SECRET}`)).toMatch(/; Secure/);
  });
});

describe('dev tools (control API and dev sign-in)', () => {
  it('are not answered in compose unless switched on', async () => {
    const app = serverIn(COMPOSE_OFF);
    expect((await app.inject({ method: 'POST', url: '/__control/reset' })).statusCode).toBe(404);
    expect((await app.inject({ url: `/auth/dev-login?email=${ALUNO_EMAIL}` })).statusCode).toBe(404);
    // the site itself still works
    expect((await app.inject({ url: '/bff/features' })).statusCode).toBe(200);
  });

  it('in compose, switched on, refuse a request without the control secret', async () => {
    const app = serverIn(COMPOSE_ON);
    const refused = await app.inject({ method: 'POST', url: '/__control/reset' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.tag).toBe('CONTROL_SECRET_REQUIRED');
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/__control/reset',
          headers: { [CONTROL_SECRET_HEADER]: 'errado' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await app.inject({ url: `/auth/dev-login?email=${ALUNO_EMAIL}` })).statusCode).toBe(403);
  });

  it('in compose, with the secret, work: the header for the API, the query for the sign-in page, whose links carry it', async () => {
    const app = serverIn(COMPOSE_ON);
    const reset = await app.inject({
      method: 'POST',
      url: '/__control/reset',
      headers: { [CONTROL_SECRET_HEADER]: SECRET },
    });
    expect(reset.statusCode).toBeLessThan(300);
    const page = await app.inject({ url: `/auth/dev-login?secret=${SECRET}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`secret=${SECRET}`);
  });

  it('locally are open as before, without a secret', async () => {
    const app = serverIn(LOCAL);
    expect((await app.inject({ method: 'POST', url: '/__control/reset' })).statusCode).toBeLessThan(300);
    expect((await app.inject({ url: `/auth/dev-login?email=${ALUNO_EMAIL}` })).statusCode).toBe(302);
  });
});

describe('CSRF', () => {
  async function postEssay(app: FastifyInstance, headers: Record<string, string>) {
    const cookie = tokenOf(await signInCookie(app));
    const form = new FormData();
    form.append('kind', 'essay');
    form.append('title', 'Redação enviada por outro site');
    form.append('institution_id', '6');
    form.append('multipart_data', new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' }));
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    return app.inject({
      method: 'POST',
      url: '/v3/redacoes',
      payload: Buffer.from(await request.arrayBuffer()),
      cookies: { [SESSION_COOKIE]: cookie },
      headers: {
        host: 'concursos.localhost:3000',
        'content-type': request.headers.get('content-type') ?? '',
        ...headers,
      },
    });
  }

  it("refuses another site's multipart post carrying only the session cookie (the issue's finding)", async () => {
    const app = serverIn(LOCAL);
    const response = await postEssay(app, {
      origin: 'https://evil.example.com',
      'sec-fetch-site': 'cross-site',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      message: 'Pedido recusado: ele não veio da plataforma.',
      tag: 'CSRF_REJECTED',
    });
  });

  it('refuses a write without the requester header, even from the site itself', async () => {
    const app = serverIn(LOCAL);
    expect((await postEssay(app, { origin: 'http://concursos.localhost:3000' })).statusCode).toBe(403);
  });

  it("accepts the platform clients' write from the site, another localhost app or a configured origin", async () => {
    const app = serverIn(LOCAL);
    expect(
      (
        await postEssay(app, {
          ...CLIENT_HEADERS,
          origin: 'http://concursos.localhost:3000',
          'sec-fetch-site': 'same-origin',
        })
      ).statusCode,
    ).toBe(201);
    expect((await postEssay(app, { ...CLIENT_HEADERS, origin: 'http://localhost:3105' })).statusCode).toBe(
      201,
    );
    const deployed = serverIn(
      devBffEnvironment({ DEV_BFF_ALLOWED_ORIGINS: 'https://concursos.exemplo.com.br' }),
    );
    expect(
      (
        await postEssay(deployed, {
          ...CLIENT_HEADERS,
          origin: 'https://concursos.exemplo.com.br',
          'sec-fetch-site': 'cross-site',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await postEssay(app, { ...CLIENT_HEADERS, origin: 'https://concursos.exemplo.com.br' })).statusCode,
    ).toBe(403);
  });

  it('lets reads through without the header', async () => {
    const app = serverIn(LOCAL);
    expect(
      (await app.inject({ url: '/bff/features', headers: { origin: 'https://evil.example.com' } }))
        .statusCode,
    ).toBe(200);
  });
});

describe('CSP violation reports', () => {
  it('are received from the browser (both report formats) and listed by the control API until reset', async () => {
    const app = serverIn(LOCAL);
    const legacy = {
      'csp-report': {
        'document-uri': 'http://concursos.localhost:3000/ldi/x',
        'violated-directive': 'frame-src',
      },
    };
    const modern = [{ type: 'csp-violation', body: { effectiveDirective: 'script-src-elem' } }];
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/bff/csp-reports',
          payload: JSON.stringify(legacy),
          headers: { 'content-type': 'application/csp-report' },
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/bff/csp-reports',
          payload: JSON.stringify(modern),
          headers: { 'content-type': 'application/reports+json' },
        })
      ).statusCode,
    ).toBe(204);
    expect((await app.inject({ url: '/__control/csp-reports' })).json().data).toEqual([legacy, modern[0]]);
    await app.inject({ method: 'POST', url: '/__control/reset' });
    expect((await app.inject({ url: '/__control/csp-reports' })).json().data).toEqual([]);
  });
});
