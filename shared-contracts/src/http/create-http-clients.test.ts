import { isHTTPError } from 'ky';
import { startTestServer } from '../testing/start-test-server';
import type { TestServer } from '../testing/start-test-server';
import { createEventBus } from '../events/create-event-bus';
import type { EventPayload } from '../events/catalogue';
import { createHttpClients, jitterDelay, readCookie, readTestMode } from './create-http-clients';
import type { HttpClientsOptions } from './create-http-clients';
import { SESSION_COOKIE } from './http-constants';

let server: TestServer;
let statusFor: (path: string, attempt: number) => { status: number; json?: unknown };

beforeEach(async () => {
  statusFor = () => ({ status: 200, json: { data: 'ok' } });
  server = await startTestServer((request) => {
    const attempt = server.requestsTo(request.method, request.path).length;
    return statusFor(request.path, attempt);
  });
});

afterEach(async () => {
  await server.close();
  document.cookie = `${SESSION_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

function clients(options: Partial<HttpClientsOptions> = {}) {
  const bus = createEventBus({ logger: { error: () => undefined } });
  const expired: EventPayload<'session:expired'>[] = [];
  const maintenance: EventPayload<'vertical:under-maintenance'>[] = [];
  bus.on('session:expired').subscribe((payload) => expired.push(payload));
  bus.on('vertical:under-maintenance').subscribe((payload) => maintenance.push(payload));
  const http = createHttpClients({
    prefixUrl: server.url,
    bus,
    vertical: 'medicina',
    retryBaseDelayMs: 1,
    // deterministic delays unless a test asks for the default jitter
    jitter: (delay: number) => delay,
    ...options,
  });
  return { http, expired, maintenance };
}

describe('createHttpClients: headers', () => {
  it('sends vertical, requester id and the bearer token from the session cookie', async () => {
    document.cookie = `${SESSION_COOKIE}=tok-123; path=/`;
    const { http } = clients();

    await expect(http.api.get('bff/profile/me').json()).resolves.toEqual({ data: 'ok' });

    const [request] = server.requests;
    expect(request?.path).toBe('/bff/profile/me');
    expect(request?.headers['x-vertical']).toBe('medicina');
    expect(request?.headers['x-requester-id']).toBe('front-student');
    expect(request?.headers.authorization).toBe('Bearer tok-123');
    expect(request?.headers['test-token']).toBeUndefined();
  });

  it('sends no Authorization when signed out, and reads the token on every request', async () => {
    let token: string | null = null;
    const { http } = clients({ getToken: () => token });
    await http.api.get('bff/features');
    token = 'fresh';
    await http.api.get('bff/features');
    expect(server.requests.map((request) => request.headers.authorization)).toEqual([
      undefined,
      'Bearer fresh',
    ]);
  });

  it('forwards ?test_mode as the test-token header', async () => {
    window.history.pushState(null, '', '/questoes/buscar?test_mode=abc');
    const { http } = clients();
    await http.api.get('bff/features');
    window.history.pushState(null, '', '/');
    expect(server.requests[0]?.headers['test-token']).toBe('abc');
  });

  it('adds the interactive-track type header on the strategic client only', async () => {
    const { http } = clients({ getInteractiveTrackType: () => 'print' });
    await http.strategic.get('v3/trails/slug/x');
    await http.api.get('v3/trails/slug/x');
    await http.ecommerce.get('bff/ecommerce');
    expect(server.requests.map((request) => request.headers['x-interactive-track-type'])).toEqual([
      'print',
      undefined,
      undefined,
    ]);
    expect(server.requests[2]?.headers['x-requester-id']).toBe('front-student');
  });

  it('accepts paths with or without a leading slash, and absolute URLs', async () => {
    const { http } = clients();
    await http.api.get('/bff/a');
    await http.api('bff/b', { method: 'get' });
    await http.ecommerce.get(`${server.url}/bff/c`);
    await http.api.extend({ headers: { 'x-extra': '1' } }).get('/bff/d');
    expect(server.requests.map((request) => request.path)).toEqual(['/bff/a', '/bff/b', '/bff/c', '/bff/d']);
    expect(server.requests[3]?.headers['x-extra']).toBe('1');
  });

  it('sends credentials with every request', async () => {
    const seen: RequestCredentials[] = [];
    const { http } = clients({
      fetch: (input, init) => {
        seen.push((input as Request).credentials ?? init?.credentials);
        return fetch(input, init);
      },
    });
    await http.api.get('bff/x');
    expect(seen).toEqual(['include']);
  });
});

describe('createHttpClients: keepalivePost (a page being left)', () => {
  it('hands a keepalive JSON POST with the usual headers to fetch before it returns', async () => {
    document.cookie = `${SESSION_COOKIE}=tok-9; path=/`;
    const started: Request[] = [];
    const { http } = clients({
      fetch: (input, init) => {
        started.push(input as Request);
        return fetch(input, init);
      },
    });
    const response = http.keepalivePost('/bff/event-tracker/tracks', [{ type: 'click' }]);
    // started synchronously: nothing awaited between the call and fetch
    expect(started).toHaveLength(1);
    expect(started[0]?.keepalive).toBe(true);
    expect(started[0]?.credentials).toBe('include');
    expect((await response).status).toBe(200);
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/bff/event-tracker/tracks');
    expect(request?.json).toEqual([{ type: 'click' }]);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers['x-vertical']).toBe('medicina');
    expect(request?.headers['x-requester-id']).toBe('front-student');
    expect(request?.headers.authorization).toBe('Bearer tok-9');
  });

  it('is not retried: a 5xx answer is returned as it is', async () => {
    statusFor = () => ({ status: 503, json: { error: { message: 'x' } } });
    const { http } = clients();
    expect((await http.keepalivePost('bff/event-tracker/tracks', [])).status).toBe(503);
    expect(server.requests).toHaveLength(1);
  });
});

describe('createHttpClients: retries', () => {
  it.each(['get', 'head'] as const)('retries %s 3 times on 5xx, then fails', async (method) => {
    statusFor = () => ({ status: 502, json: { error: { message: 'bad gateway' } } });
    const { http } = clients();
    await expect(http.api[method]('bff/features')).rejects.toThrow();
    expect(server.requests).toHaveLength(4);
  });

  it('retries OPTIONS too', async () => {
    statusFor = () => ({ status: 500 });
    const { http } = clients();
    await expect(http.api('bff/features', { method: 'options' })).rejects.toThrow();
    expect(server.requests).toHaveLength(4);
  });

  it('succeeds when a retry succeeds', async () => {
    statusFor = (_path, attempt) =>
      attempt < 3 ? { status: 503 } : { status: 200, json: { data: 'third time' } };
    const { http } = clients();
    await expect(http.api.get('bff/features').json()).resolves.toEqual({ data: 'third time' });
    expect(server.requests).toHaveLength(3);
  });

  it('waits longer before each retry (exponential backoff)', async () => {
    statusFor = () => ({ status: 500 });
    const { http } = clients({ retryBaseDelayMs: 40 });
    const started = Date.now();
    await expect(http.api.get('bff/x')).rejects.toThrow();
    // 40 + 80 + 160
    expect(Date.now() - started).toBeGreaterThanOrEqual(270);
  });

  it.each(['post', 'put', 'delete'] as const)('never retries %s', async (method) => {
    statusFor = () => ({ status: 500 });
    const { http } = clients();
    await expect(http.api[method]('bff/questions/notebooks', { json: { name: 'x' } })).rejects.toThrow();
    expect(server.requests).toHaveLength(1);
  });

  it('does not retry 4xx', async () => {
    statusFor = () => ({ status: 404 });
    const { http } = clients();
    await expect(http.api.get('bff/x')).rejects.toThrow();
    expect(server.requests).toHaveLength(1);
  });

  it.each([429, 503])('waits the Retry-After of a %s before retrying a GET', async (status) => {
    statusFor = (_path, attempt) =>
      attempt < 2
        ? { status, headers: { 'retry-after': '1' }, json: { error: { message: 'espere' } } }
        : { status: 200, json: { data: 'depois' } };
    const { http } = clients();
    const started = Date.now();
    await expect(http.api.get('bff/x').json()).resolves.toEqual({ data: 'depois' });
    // the backoff alone would have waited 1 ms
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(server.requests).toHaveLength(2);
  });

  it('caps a Retry-After that asks for too long', async () => {
    statusFor = (_path, attempt) =>
      attempt < 2
        ? { status: 429, headers: { 'retry-after': '3600' } }
        : { status: 200, json: { data: 'ok' } };
    const { http } = clients({ maxRetryAfterMs: 50 });
    const started = Date.now();
    await expect(http.api.get('bff/x').json()).resolves.toEqual({ data: 'ok' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('never retries a POST that got 429', async () => {
    statusFor = () => ({ status: 429, headers: { 'retry-after': '0' } });
    const { http } = clients();
    await expect(http.api.post('v3/redacoes', { json: {} })).rejects.toThrow();
    expect(server.requests).toHaveLength(1);
  });

  it('spreads backoff delays by ±25 % by default', () => {
    expect(jitterDelay(400, () => 0)).toBe(300);
    expect(jitterDelay(400, () => 1)).toBe(500);
    expect(jitterDelay(400, () => 0.5)).toBe(400);
  });

  it('ends a call at its deadline, attempts and waits included, and still honours the caller abort', async () => {
    statusFor = () => ({ status: 200, json: { data: 'tarde' }, delayMs: 2_000 });
    const { http } = clients({ deadlineMs: 150, timeoutMs: false });
    const started = Date.now();
    await expect(http.api.get('bff/slow').json()).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(Date.now() - started).toBeLessThan(1_500);

    const controller = new AbortController();
    const call = http.api.get('bff/slow', { signal: controller.signal }).json();
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('createHttpClients: errors on the bus', () => {
  it('emits session:expired on 401', async () => {
    statusFor = () => ({ status: 401, json: { error: { message: 'Unauthorized' } } });
    const { http, expired } = clients();
    const error: unknown = await http.api.get('bff/profile/me').catch((caught: unknown) => caught);
    expect(isHTTPError(error) && error.response.status).toBe(401);
    expect(expired).toEqual([{}]);
  });

  it('emits vertical:under-maintenance for a 5xx tagged UNDER_MAINTENANCE, without retrying', async () => {
    statusFor = () => ({
      status: 503,
      json: { error: { message: 'Voltamos logo', tag: 'ECOMMERCE_UNDER_MAINTENANCE' } },
    });
    const { http, maintenance } = clients();
    const error: unknown = await http.ecommerce.get('bff/ecommerce').catch((caught: unknown) => caught);
    expect(isHTTPError(error)).toBe(true);
    // the body is still readable by the caller
    if (isHTTPError(error))
      await expect(error.response.json()).resolves.toMatchObject({
        error: { tag: 'ECOMMERCE_UNDER_MAINTENANCE' },
      });
    expect(maintenance).toEqual([{ message: 'Voltamos logo', tag: 'ECOMMERCE_UNDER_MAINTENANCE' }]);
    expect(server.requests).toHaveLength(1);
  });

  it('emits vertical:under-maintenance for an error message containing VERTICAL_UNDER_MAINTENANCE', async () => {
    statusFor = () => ({ status: 400, json: { error: { message: 'VERTICAL_UNDER_MAINTENANCE: medicina' } } });
    const { http, maintenance } = clients();
    await expect(http.api.post('bff/x')).rejects.toThrow();
    expect(maintenance).toEqual([
      { message: 'VERTICAL_UNDER_MAINTENANCE: medicina', tag: 'VERTICAL_UNDER_MAINTENANCE' },
    ]);
  });

  it('does not treat other 5xx or a tag on a 4xx as maintenance', async () => {
    statusFor = (path) =>
      path === '/a'
        ? { status: 500, json: { error: { message: 'x', tag: 'DB_DOWN' } } }
        : { status: 409, json: { error: { message: 'x', tag: 'UNDER_MAINTENANCE' } } };
    const { http, maintenance, expired } = clients();
    await expect(http.api.get('a')).rejects.toThrow();
    await expect(http.api.get('b')).rejects.toThrow();
    expect(maintenance).toEqual([]);
    expect(expired).toEqual([]);
  });
});

describe('createHttpClients: no-cache forcing', () => {
  it('sends Cache-Control: no-cache once on the next GET matching a marked key', async () => {
    const { http } = clients();
    http.markNoCache('vip-rooms');
    await http.api.get('v3/mci/favorites');
    await http.api.post('v3/vip-rooms/my-rooms');
    await http.api.get('v3/vip-rooms/my-rooms');
    await http.api.get('v3/vip-rooms/my-rooms');
    expect(
      server.requests.map((request) => [request.method, request.path, request.headers['cache-control']]),
    ).toEqual([
      ['GET', '/v3/mci/favorites', undefined],
      ['POST', '/v3/vip-rooms/my-rooms', undefined],
      ['GET', '/v3/vip-rooms/my-rooms', 'no-cache'],
      ['GET', '/v3/vip-rooms/my-rooms', undefined],
    ]);
  });

  it('covers tutorings and favourites on any client', async () => {
    const { http } = clients();
    http.markNoCache('tutorings');
    http.markNoCache('favorites');
    await http.ecommerce.get('v3/tutorings/my-tutorings');
    await http.strategic.get('v3/mci/favorites');
    expect(server.requests.map((request) => request.headers['cache-control'])).toEqual([
      'no-cache',
      'no-cache',
    ]);
  });
});

describe('cookie and query helpers', () => {
  it('reads one cookie', () => {
    expect(readCookie('a=1; session_token=abc%20d; b=2', 'session_token')).toBe('abc d');
    expect(readCookie('a=1', 'session_token')).toBeNull();
  });

  it('reads test_mode', () => {
    expect(readTestMode('?test_mode=qa1&x=2')).toBe('qa1');
    expect(readTestMode('?test_mode=')).toBeNull();
    expect(readTestMode('')).toBeNull();
  });
});

describe('createHttpClients: each request sent from a task of its own (issue 12)', () => {
  const withScheduler = (yieldFn: () => Promise<void>) => {
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldFn };
  };
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('makes each request in a turn of its own and sends it in the next, with its headers', async () => {
    document.cookie = `${SESSION_COOKIE}=tok-7; path=/`;
    const gates: (() => void)[] = [];
    withScheduler(() => new Promise<void>((resolve) => gates.push(resolve)));
    const started: string[] = [];
    const { http } = clients({
      fetch: (input, init) => {
        started.push(new URL((input as Request).url).pathname);
        return fetch(input, init);
      },
    });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
    const next = () => gates.shift()?.();

    const first = http.api.get('bff/a').json();
    const second = http.ecommerce.get('bff/b').json();
    await settle();
    // the page's task ends without making or sending either: each waits for its own turn
    expect(started).toEqual([]);
    expect(gates).toHaveLength(2);

    next();
    await settle();
    // the first is made and waits for another turn to be sent
    expect(started).toEqual([]);
    expect(gates).toHaveLength(2);

    next();
    next();
    await expect(first).resolves.toEqual({ data: 'ok' });
    expect(started).toEqual(['/bff/a']);
    next();
    await expect(second).resolves.toEqual({ data: 'ok' });
    expect(started).toEqual(['/bff/a', '/bff/b']);
    expect(server.requests.map((request) => request.headers.authorization)).toEqual([
      'Bearer tok-7',
      'Bearer tok-7',
    ]);
  });

  it("answers as ky does: the response, the body shortcuts with their Accept header, and ky's errors", async () => {
    withScheduler(() => Promise.resolve());
    statusFor = (path) =>
      path === '/bff/missing' ? { status: 404, json: {} } : { status: 200, json: { n: 1 } };
    const { http } = clients();

    await expect(http.api.get('bff/json').json()).resolves.toEqual({ n: 1 });
    await expect(http.api.get('bff/text').text()).resolves.toBe('{"n":1}');
    const response = await http.api.post('bff/post', { json: { a: 1 } });
    expect(response.status).toBe(200);
    const missing = http.api.get('bff/missing');
    const bodyError: unknown = await missing.json().catch((error: unknown) => error);
    const error: unknown = await missing.catch((caught: unknown) => caught);
    expect(isHTTPError(bodyError) && bodyError.response.status).toBe(404);
    expect(isHTTPError(error) && error.response.status).toBe(404);

    expect(server.requests.map((request) => [request.path, request.headers.accept])).toEqual([
      ['/bff/json', 'application/json'],
      ['/bff/text', 'text/*'],
      ['/bff/post', '*/*'],
      ['/bff/missing', 'application/json'],
    ]);
    expect(server.requests[2]?.json).toEqual({ a: 1 });
  });

  it('still sends a page-leaving keepalive POST before it returns', () => {
    withScheduler(() => new Promise<void>(() => undefined));
    const started: Request[] = [];
    const { http } = clients({
      fetch: (input) => {
        started.push(input as Request);
        return Promise.resolve(new Response(null, { status: 204 }));
      },
    });
    void http.keepalivePost('/bff/event-tracker/tracks', [{ type: 'click' }]);
    expect(started).toHaveLength(1);
  });
});

describe('createHttpClients: built on first use (issue 12)', () => {
  it('builds no ky instance when created, each client once when first used, and calls through it as usual', async () => {
    const ky = (await import('ky')).default;
    const create = jest.spyOn(ky, 'create');
    try {
      const http = createHttpClients({ prefixUrl: server.url });
      expect(create).not.toHaveBeenCalled();

      const api = http.api;
      expect(create).toHaveBeenCalledTimes(1);
      expect(http.api).toBe(api);
      expect(await http.api.get('bff/features').json()).toEqual({ data: 'ok' });
      // the other clients share the base: reading them builds no second one
      expect(http.ecommerce).toBe(http.ecommerce);
      expect(http.strategic).not.toBe(http.api);
      expect(create).toHaveBeenCalledTimes(1);
      expect(await http.ecommerce.get('bff/ecommerce').json()).toEqual({ data: 'ok' });
    } finally {
      create.mockRestore();
    }
  });
});
