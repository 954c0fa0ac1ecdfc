import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { resetEarlyBoot, startEarlyBoot } from '../boot/early-boot';
import { withEarlyAnswers } from './early-answers-plugin';

const MANIFEST = 'http://localhost:3103/mf-manifest.json';

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status });
}

const network = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
const retried = jest.fn(async (url: string) => jsonResponse({ from: 'retry', url }));
const plugin = withEarlyAnswers({ name: 'retry', fetch: retried } as ModuleFederationRuntimePlugin);
const runtimeFetch = (url: string) =>
  (plugin.fetch as (url: string, init: RequestInit) => Promise<Response>)(url, {});

beforeEach(() => {
  resetEarlyBoot();
  network.mockReset();
  retried.mockClear();
  globalThis.fetch = network as unknown as typeof fetch;
  window.history.pushState(null, '', '/cast');
});

it("answers the first page owner's manifest from the early boot, and only once", async () => {
  network.mockImplementation(async (input) =>
    String(input) === '/remotes.json'
      ? jsonResponse({ mfe_cast: { entry: MANIFEST, version: '1.0.0' } })
      : jsonResponse({ from: 'early' }),
  );
  startEarlyBoot();
  await new Promise((resolve) => setTimeout(resolve, 20));

  await expect((await runtimeFetch(MANIFEST)).json()).resolves.toEqual({ from: 'early' });
  expect(retried).not.toHaveBeenCalled();
  await expect((await runtimeFetch(MANIFEST)).json()).resolves.toEqual({ from: 'retry', url: MANIFEST });
  expect(network).toHaveBeenCalledTimes(2);
});

it('falls back to the retrying fetch when the early answer failed', async () => {
  network.mockImplementation(async (input) =>
    String(input) === '/remotes.json'
      ? jsonResponse({ mfe_cast: { entry: MANIFEST, version: '1.0.0' } })
      : new Response('', { status: 503 }),
  );
  startEarlyBoot();
  await new Promise((resolve) => setTimeout(resolve, 20));
  await expect((await runtimeFetch(MANIFEST)).json()).resolves.toEqual({ from: 'retry', url: MANIFEST });
});

it('fetches what the early boot did not ask for through the retrying fetch', async () => {
  await expect((await runtimeFetch('http://localhost:3101/mf-manifest.json')).json()).resolves.toEqual({
    from: 'retry',
    url: 'http://localhost:3101/mf-manifest.json',
  });
});
