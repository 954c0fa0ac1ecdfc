import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { BffArea } from './area';
import { AREAS } from './areas/index';
import { ALUNO_EMAIL } from './seed-students';
import { buildServer } from './server';
import { signInHeaders } from './testing/sign-in-headers';
import { clientInject } from './testing/client-inject';

/** A test area exercising the BffContext the server gives areas. */
const probeArea: BffArea<{ visits: number }> = {
  name: 'probe',
  seed: () => ({ visits: 0 }),
  register(app, ctx) {
    app.get('/bff/probe/vertical', async (request) => ({ vertical: ctx.vertical(request) }));
    app.get('/bff/probe/private', async (request, reply) => {
      const student = ctx.requireStudent(request, reply);
      if (!student) return reply;
      ctx.state<{ visits: number }>('probe').visits += 1;
      return { name: student.fullName, visits: ctx.state<{ visits: number }>('probe').visits };
    });
    app.get('/bff/probe/public', async (request) => ({
      name: ctx.currentStudent(request)?.fullName ?? null,
    }));
    app.get('/bff/probe/crash', async () => {
      throw new Error('quebrou');
    });
    app.post('/bff/probe/echo', async (request) => ({ body: request.body }));
  },
};

let app: FastifyInstance;

beforeEach(() => {
  app = buildServer({ areas: [probeArea] });
});

afterEach(async () => {
  await app.close();
});

describe('the context areas get', () => {
  it.each([
    [{ 'x-vertical': 'medicina' }, 'medicina'],
    [{ host: 'oab.localhost:3000' }, 'oab'],
    [{ 'x-vertical': 'carreiras-juridicas', host: 'oab.localhost:3000' }, 'carreiras-juridicas'],
    [{ 'x-vertical': 'astronomia', host: 'militares.localhost' }, 'militares'],
    [{ host: 'localhost:3001' }, 'concursos'],
  ])('reads the vertical from %j as %s', async (headers, vertical) => {
    const response = await clientInject(app, { url: '/bff/probe/vertical', headers });

    expect(response.json()).toEqual({ vertical });
  });

  it('requireStudent answers 401 JSON without a session and gives the student with one', async () => {
    const anonymous = await clientInject(app, { url: '/bff/probe/private' });
    const signedIn = await clientInject(app, {
      url: '/bff/probe/private',
      headers: signInHeaders(ALUNO_EMAIL),
    });

    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      error: { message: 'Sessão expirada. Entre novamente.', tag: 'UNAUTHORIZED' },
    });
    expect(signedIn.json()).toEqual({ name: 'Ana Paula Souza', visits: 1 });
  });

  it('currentStudent is null for anonymous requests', async () => {
    expect((await clientInject(app, { url: '/bff/probe/public' })).json()).toEqual({ name: null });
    expect(
      (await clientInject(app, { url: '/bff/probe/public', headers: signInHeaders(ALUNO_EMAIL) })).json(),
    ).toEqual({ name: 'Ana Paula Souza' });
  });

  it('state slices survive between requests and go back to the seed on reset', async () => {
    await clientInject(app, { url: '/bff/probe/private', headers: signInHeaders(ALUNO_EMAIL) });
    await clientInject(app, { url: '/bff/probe/private', headers: signInHeaders(ALUNO_EMAIL) });
    await clientInject(app, { method: 'POST', url: '/__control/reset' });

    expect(
      (await clientInject(app, { url: '/bff/probe/private', headers: signInHeaders(ALUNO_EMAIL) })).json()
        .visits,
    ).toBe(1);
  });
});

describe('errors', () => {
  it('answers 404 JSON for an unknown route', async () => {
    const response = await clientInject(app, { url: '/bff/nao-existe?x=1' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: {
        message: 'Rota não encontrada no BFF de desenvolvimento: GET /bff/nao-existe',
        tag: 'NOT_FOUND',
      },
    });
  });

  it('answers 500 JSON when a route throws, and keeps serving', async () => {
    const crash = await clientInject(app, { url: '/bff/probe/crash' });

    expect(crash.statusCode).toBe(500);
    expect(crash.json().error).toEqual({
      message: expect.stringContaining('quebrou'),
      tag: 'INTERNAL_ERROR',
    });
    expect((await clientInject(app, { url: '/bff/probe/public' })).statusCode).toBe(200);
  });

  it('answers 400 JSON in pt-BR for a malformed JSON body', async () => {
    const response = await clientInject(app, {
      method: 'POST',
      url: '/bff/probe/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      message: 'Requisição inválida: o corpo não é um JSON válido.',
      tag: 'INVALID_JSON',
    });
  });

  it('answers 415 JSON for a body type it cannot read', async () => {
    const response = await clientInject(app, {
      method: 'POST',
      url: '/bff/probe/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });

    expect(response.statusCode).toBe(415);
    expect(response.json().error.tag).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('the real areas', () => {
  it('registers every area of areas/index.ts with its seed', async () => {
    const full = buildServer();
    try {
      await full.ready();
      expect(AREAS.length).toBeGreaterThanOrEqual(7);
      expect(new Set(AREAS.map((area) => area.name)).size).toBe(AREAS.length);
      expect(
        (await full.inject({ url: '/bff/profile/me', headers: signInHeaders(ALUNO_EMAIL) })).statusCode,
      ).toBe(200);
    } finally {
      await full.close();
    }
  });

  it('refuses two areas with the same name', () => {
    expect(() => buildServer({ areas: [probeArea, probeArea] })).toThrow('mesmo nome: probe');
  });
});

describe('over real HTTP', () => {
  it('listens on an ephemeral port and serves the sign-in page', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    const response = await fetch(`http://127.0.0.1:${port}/auth/dev-login`);

    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Entrar no ambiente de desenvolvimento');
  });
});
