import { startTestServer } from './start-test-server';

describe('startTestServer', () => {
  it('serves routes with parameters and records requests', async () => {
    const server = await startTestServer({
      'GET /bff/features': { data: { cast: true } },
      'POST /bff/questions/notebooks': (request) => ({
        status: 201,
        json: { data: { id: 5, ...(request.json as object) } },
      }),
      'GET /v3/cast/albums/published/:id': (request) => ({ json: { id: request.path.split('/').pop() } }),
      'DELETE /bff/*': { status: 204 },
    });
    try {
      await expect(fetch(`${server.url}/bff/features`).then((r) => r.json())).resolves.toEqual({
        data: { cast: true },
      });
      const created = await fetch(`${server.url}/bff/questions/notebooks`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Penal' }),
      });
      expect(created.status).toBe(201);
      await expect(created.json()).resolves.toEqual({ data: { id: 5, name: 'Penal' } });
      await expect(fetch(`${server.url}/v3/cast/albums/published/9`).then((r) => r.json())).resolves.toEqual({
        id: '9',
      });
      expect((await fetch(`${server.url}/bff/notebooks/1`, { method: 'DELETE' })).status).toBe(204);
      expect((await fetch(`${server.url}/nada?x=1`)).status).toBe(404);

      expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
        'GET /bff/features',
        'POST /bff/questions/notebooks',
        'GET /v3/cast/albums/published/9',
        'DELETE /bff/notebooks/1',
        'GET /nada',
      ]);
      expect(server.requests[4]?.query.get('x')).toBe('1');
      expect(server.requestsTo('GET', '/v3/cast/albums/published/:id')).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it('takes a single handler that may delay its reply', async () => {
    const server = await startTestServer(() => ({ status: 503, delayMs: 30, body: 'indisponível' }));
    try {
      const started = Date.now();
      const response = await fetch(server.url);
      expect(response.status).toBe(503);
      await expect(response.text()).resolves.toBe('indisponível');
      expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    } finally {
      await server.close();
    }
  });
});
