import { startTestServer, type TestServer } from '../testing/start-test-server';
import { createHttpClients } from './create-http-clients';
import { earlySessionHeaders, sameEarlyHeaders } from './early-requests';
import { SESSION_COOKIE } from './http-constants';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer(() => ({ status: 200, json: { from: 'server' } }));
  document.cookie = `${SESSION_COOKIE}=tok-123; path=/`;
});

afterEach(async () => {
  await server.close();
  document.cookie = `${SESSION_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

const page = {
  host: 'medicina.localhost:3000',
  search: '?test_mode=abc',
  cookie: `${SESSION_COOKIE}=tok-123`,
};

describe('earlySessionHeaders', () => {
  it('are the headers of a signed-in JSON GET, and none without a session', () => {
    expect(earlySessionHeaders(page)).toEqual({
      'x-vertical': 'medicina',
      'x-requester-id': 'front-student',
      authorization: 'Bearer tok-123',
      accept: 'application/json',
      'test-token': 'abc',
    });
    expect(earlySessionHeaders({ ...page, cookie: 'other=1' })).toBeNull();
  });
});

describe('createHttpClients({ takeEarlyAnswer })', () => {
  /** An early answer for `path`, sent with the headers the boot script computes for this page. */
  function early(path: string, headers = earlySessionHeaders({ ...page, search: '' })!) {
    const sent = new Map([[`${server.url}${path}`, headers]]);
    const taken: string[] = [];
    const takeEarlyAnswer = (request: Request) => {
      const headersSent = sent.get(request.url);
      if (!headersSent) return null;
      sent.delete(request.url);
      taken.push(request.url);
      return sameEarlyHeaders(request, headersSent)
        ? Promise.resolve(Response.json({ from: 'early' }))
        : null;
    };
    return { takeEarlyAnswer, taken };
  }

  it('uses the early answer of a request with the same headers, once; the server is not asked', async () => {
    const { takeEarlyAnswer, taken } = early('/bff/profile/me');
    const http = createHttpClients({ prefixUrl: server.url, vertical: 'medicina', takeEarlyAnswer });
    await expect(http.api.get('bff/profile/me').json()).resolves.toEqual({ from: 'early' });
    expect(taken).toEqual([`${server.url}/bff/profile/me`]);
    expect(server.requestsTo('GET', '/bff/profile/me')).toHaveLength(0);
    // taken once: the next call goes to the server
    await expect(http.api.get('bff/profile/me').json()).resolves.toEqual({ from: 'server' });
  });

  it('asks the server when the headers differ (another vertical), or when the early request failed', async () => {
    const other = early('/bff/features');
    const http = createHttpClients({
      prefixUrl: server.url,
      vertical: 'oab',
      takeEarlyAnswer: other.takeEarlyAnswer,
    });
    await expect(http.api.get('bff/features').json()).resolves.toEqual({ from: 'server' });
    expect(other.taken).toHaveLength(1);

    const failing = createHttpClients({
      prefixUrl: server.url,
      vertical: 'medicina',
      takeEarlyAnswer: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(failing.api.get('bff/features/ab').json()).resolves.toEqual({ from: 'server' });
  });

  it('never answers a write early', async () => {
    const takeEarlyAnswer = jest.fn(() => Promise.resolve(Response.json({ from: 'early' })));
    const http = createHttpClients({ prefixUrl: server.url, vertical: 'medicina', takeEarlyAnswer });
    await expect(http.api.post('bff/features', { json: {} }).json()).resolves.toEqual({ from: 'server' });
    expect(takeEarlyAnswer).not.toHaveBeenCalled();
  });
});
