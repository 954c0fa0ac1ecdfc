import type { FastifyInstance } from 'fastify';
import { buildServer } from './server';
import { clientInject } from './testing/client-inject';

let app: FastifyInstance;

beforeEach(() => {
  app = buildServer();
});

afterEach(async () => {
  await app.close();
});

const addFault = (payload: unknown) =>
  clientInject(app, { method: 'POST', url: '/__control/faults', payload: payload as object });
const clearFaults = () => clientInject(app, { method: 'DELETE', url: '/__control/faults' });

describe('POST /__control/faults', () => {
  it('fails matching requests with 503 and the default body until cleared', async () => {
    const created = await addFault({ path: '/bff/features' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      path: '/bff/features',
      status: 503,
      method: null,
      remaining: null,
    });

    for (const url of ['/bff/features', '/bff/features/ab?x=1']) {
      const response = await clientInject(app, { url });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: { message: 'Falha simulada', tag: 'FAULT_INJECTED' } });
    }
    expect((await clientInject(app, { url: '/bff/manutencao' })).statusCode).toBe(200);

    expect((await clearFaults()).statusCode).toBe(204);
    expect((await clientInject(app, { url: '/bff/features' })).statusCode).toBe(200);
  });

  it('answers the given status and body, only for the given method', async () => {
    const body = { error: { message: 'Em manutenção', tag: 'VERTICAL_UNDER_MAINTENANCE' } };
    await addFault({ method: 'post', path: '/bff/event-tracker', status: 500, body });

    const post = await clientInject(app, {
      method: 'POST',
      url: '/bff/event-tracker/tracks',
      payload: [{ type: 'a', target: 'b', context: 'c' }],
    });
    expect(post.statusCode).toBe(500);
    expect(post.json()).toEqual(body);
    expect((await clientInject(app, { url: '/bff/event-tracker/tracks' })).statusCode).toBe(404);
  });

  it('fails only `times` requests, then lets the route answer', async () => {
    await addFault({ path: '/bff/manutencao', status: 502, times: 2 });

    const statuses = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await clientInject(app, { url: '/bff/manutencao' })).statusCode);

    expect(statuses).toEqual([502, 502, 200]);
  });

  it('delays matching requests and then lets the route answer', async () => {
    await addFault({ path: '/bff/features/ab', delayMs: 300 });

    const started = Date.now();
    const response = await clientInject(app, { url: '/bff/features/ab' });

    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ new_search: 50, ldi_notification: 100 });
  });

  it('can answer 401, as when a session expires', async () => {
    await addFault({ path: '/bff/profile/me', status: 401, times: 1 });

    expect((await clientInject(app, { url: '/bff/profile/me' })).statusCode).toBe(401);
  });

  it('never touches the control API', async () => {
    await addFault({ path: '/', status: 500 });

    expect((await clientInject(app, { url: '/bff/manutencao' })).statusCode).toBe(500);
    expect(
      (await clientInject(app, { method: 'PUT', url: '/__control/maintenance', payload: { ldi: true } }))
        .statusCode,
    ).toBe(200);
    expect((await clearFaults()).statusCode).toBe(204);
  });

  it.each([
    [{}, 'Informe ao menos um campo'],
    [{ method: 'GET' }, 'O campo path deve ser um texto'],
    [{ path: 'bff' }, 'começando com "/"'],
    [{ path: '/__control/reset' }, 'API de controle'],
    [{ path: '/bff', status: 99 }, 'O campo status deve ser um número inteiro entre 200 e 599'],
    [{ path: '/bff', status: '503' }, 'O campo status deve ser um número inteiro'],
    [{ path: '/bff', delayMs: -1 }, 'O campo delayMs deve ser um número inteiro'],
    [{ path: '/bff', times: 0 }, 'O campo times deve ser um número inteiro entre 1'],
    [{ path: '/bff', method: 'FETCH' }, 'Método HTTP inválido: FETCH'],
    [{ path: '/bff', delayMs: 10, body: {} }, 'O campo body só vale junto com status'],
    [{ path: '/bff', statusCode: 500 }, 'Campo desconhecido: statusCode'],
  ])('refuses %j with 400 and a pt-BR message', async (payload, message) => {
    const response = await addFault(payload);

    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(message);
  });
});
