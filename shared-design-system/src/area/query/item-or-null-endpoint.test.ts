import type { HttpClients } from 'shared-contracts';
import { startTestServer, type TestRoutes, type TestServer } from 'shared-contracts/testing';
import { platformFor } from '../../testing/platform-for';
import { shapeGuard, UnexpectedResponseError } from '../api/response-guards';
import { createAreaQueryClient } from './create-area-query-client';
import { itemOrNullEndpoint } from './item-or-null-endpoint';
import { STALE_TIME } from './query-constants';

interface Course {
  id: number;
  title: string;
}

const course = itemOrNullEndpoint('mfe-test', 'getCourse', {
  client: (http) => http.api,
  path: (slug: string) => `v3/courses/${encodeURIComponent(slug)}`,
  guard: shapeGuard<Course>({ id: 'number', title: 'string' }),
  what: 'curso',
  key: ['mfe-test', 'course'],
  staleTime: STALE_TIME.reference,
});

const servers: TestServer[] = [];
let errorSpy: jest.SpyInstance;
beforeEach(() => {
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  errorSpy.mockRestore();
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** The platform's real clients, calling a local server that answers `routes`. */
async function serve(routes: TestRoutes): Promise<{ http: HttpClients; server: TestServer }> {
  const server = await startTestServer(routes);
  servers.push(server);
  return { http: platformFor(server).http, server };
}

describe('itemOrNullEndpoint', () => {
  it('GETs the item by its encoded slug and gives its checked data', async () => {
    const { http, server } = await serve({
      'GET /v3/courses/:slug': { data: { id: 7, title: 'Direito Penal' } },
    });
    await expect(course.get(http, 'direito penal')).resolves.toEqual({ id: 7, title: 'Direito Penal' });
    expect(server.requests.map((request) => request.path)).toEqual(['/v3/courses/direito%20penal']);
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it('answers null when the server has no such item (404 is an answer, not a failure)', async () => {
    const { http } = await serve({
      'GET /v3/courses/:slug': { status: 404, json: { error: { message: 'x', tag: 'NOT_FOUND' } } },
    });
    await expect(course.get(http, 'sumiu')).resolves.toBeNull();
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it("logs another failure with the area's and the service's name and rethrows it", async () => {
    const { http } = await serve({ 'GET /v3/courses/:slug': { data: { id: 'sete' } } });
    await expect(course.get(http, 'penal')).rejects.toBeInstanceOf(UnexpectedResponseError);
    expect(errorSpy).toHaveBeenCalledWith('[mfe-test] getCourse falhou', expect.any(UnexpectedResponseError));
  });

  it('makes queryOptions keyed by the key and the slug, with its freshness and fetcher', async () => {
    const { http } = await serve({ 'GET /v3/courses/:slug': { data: { id: 7, title: 'Direito Penal' } } });
    const options = course.query(http, 'penal');
    expect(options.queryKey).toEqual(['mfe-test', 'course', 'penal']);
    expect(options.staleTime).toBe(STALE_TIME.reference);
    const queryClient = createAreaQueryClient();
    await expect(queryClient.fetchQuery(options)).resolves.toEqual({ id: 7, title: 'Direito Penal' });
    expect(queryClient.getQueryData(options.queryKey)).toEqual({ id: 7, title: 'Direito Penal' });
  });

  it("sends the endpoint's own request options with the query's signal", async () => {
    // the one case read on the client side: a browser's credentials mode leaves no trace on the server
    const get = jest.fn((_path: string, _options?: RequestInit) => ({
      json: async () => ({ data: { id: 1, title: 'Webcast' } }),
    }));
    const webcast = itemOrNullEndpoint('mfe-test', 'getWebcast', {
      client: (http) => http.api,
      path: (id: number) => `v3/webcast/${id}`,
      guard: shapeGuard<Course>({ id: 'number', title: 'string' }),
      what: 'webcast',
      key: ['mfe-test', 'webcast'],
      staleTime: STALE_TIME.default,
      request: { credentials: 'include' },
    });
    const signal = new AbortController().signal;
    await webcast.get({ api: { get } } as unknown as HttpClients, 1, signal);
    expect(get).toHaveBeenCalledWith('v3/webcast/1', { credentials: 'include', signal });
  });
});
