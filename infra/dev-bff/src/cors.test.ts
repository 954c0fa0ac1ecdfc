import type { FastifyInstance } from 'fastify';
import { buildServer } from './server';

let app: FastifyInstance;

beforeEach(() => {
  app = buildServer();
});

afterEach(async () => {
  await app.close();
});

describe('CORS', () => {
  it('answers a preflight from a vertical host on localhost with the allow headers', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/bff/profile/beta-tester',
      headers: {
        origin: 'http://medicina.localhost:3000',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization, content-type, x-vertical',
      },
    });

    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://medicina.localhost:3000');
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(response.headers['access-control-allow-methods']).toContain('PUT');
    expect(response.headers['access-control-allow-headers']).toBe('authorization, content-type, x-vertical');
  });

  it('echoes an allowed origin on normal answers and on errors', async () => {
    const ok = await app.inject({ url: '/bff/features/ab', headers: { origin: 'http://localhost:3103' } });
    const unauthorized = await app.inject({
      url: '/bff/profile/me',
      headers: { origin: 'http://localhost:3103' },
    });

    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:3103');
    expect(unauthorized.statusCode).toBe(401);
    expect(unauthorized.headers['access-control-allow-origin']).toBe('http://localhost:3103');
    expect(unauthorized.headers['access-control-allow-credentials']).toBe('true');
  });

  it.each(['https://evil.example.com', 'http://localhost.evil.com', 'http://evillocalhost:3000'])(
    'gives no allow headers to the origin %s',
    async (origin) => {
      const preflight = await app.inject({
        method: 'OPTIONS',
        url: '/bff/features',
        headers: { origin, 'access-control-request-method': 'GET' },
      });
      const get = await app.inject({ url: '/bff/features', headers: { origin } });

      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expect(get.headers['access-control-allow-origin']).toBeUndefined();
    },
  );

  it('answers preflights even while a fault is injected on the path', async () => {
    await app.inject({ method: 'POST', url: '/__control/faults', payload: { path: '/bff' } });

    const response = await app.inject({
      method: 'OPTIONS',
      url: '/bff/features',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
    });

    expect(response.statusCode).toBe(204);
  });
});
