import { resetEarlyBoot, startEarlyBoot } from '../boot/early-boot';
import { fetchWithEarlyAnswers } from './early-answers';

const MANIFEST = 'http://localhost:3103/mf-manifest.json';

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status });
}

const network = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

beforeEach(() => {
  resetEarlyBoot();
  network.mockReset();
  globalThis.fetch = network as unknown as typeof fetch;
  window.history.pushState(null, '', '/cast');
});

it("answers the first page owner's manifest from the early boot, and only once", async () => {
  let manifestCalls = 0;
  network.mockImplementation(async (input) => {
    if (String(input) === '/remotes.json')
      return jsonResponse({ mfe_cast: { entry: MANIFEST, version: '1.0.0' } });
    manifestCalls += 1;
    return jsonResponse({ from: manifestCalls === 1 ? 'early' : 'network' });
  });
  startEarlyBoot();
  await until(() => manifestCalls === 1);

  await expect((await fetchWithEarlyAnswers(MANIFEST)).json()).resolves.toEqual({ from: 'early' });
  expect(manifestCalls).toBe(1);
  await expect((await fetchWithEarlyAnswers(MANIFEST)).json()).resolves.toEqual({ from: 'network' });
  expect(manifestCalls).toBe(2);
});

it('asks the network again when the early answer failed', async () => {
  let manifestCalls = 0;
  network.mockImplementation(async (input) => {
    if (String(input) === '/remotes.json')
      return jsonResponse({ mfe_cast: { entry: MANIFEST, version: '1.0.0' } });
    manifestCalls += 1;
    return manifestCalls === 1 ? new Response('', { status: 503 }) : jsonResponse({ from: 'network' });
  });
  startEarlyBoot();
  await until(() => manifestCalls === 1);
  await expect((await fetchWithEarlyAnswers(MANIFEST)).json()).resolves.toEqual({ from: 'network' });
  expect(manifestCalls).toBe(2);
});

it('fetches what the early boot did not ask for from the network', async () => {
  network.mockImplementation(async (input) => jsonResponse({ url: String(input) }));
  await expect(
    (await fetchWithEarlyAnswers('http://localhost:3101/mf-manifest.json')).json(),
  ).resolves.toEqual({
    url: 'http://localhost:3101/mf-manifest.json',
  });
});

/**
 * Until the early boot has asked for the owner's manifest (remotes.json first, then the manifest, each a task of
 * its own): polled, not a fixed wait, so a busy machine does not race it. Fails loudly if it never happens.
 */
async function until(condition: () => boolean) {
  for (let waited = 0; !condition(); waited += 5) {
    if (waited >= 2000) throw new Error('the early boot never asked for the manifest');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
