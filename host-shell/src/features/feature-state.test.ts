import { createStore } from 'jotai/vanilla';
import { createHttpClients, type LoggedUser } from 'shared-contracts';
import { startTestServer, type TestServer } from 'shared-contracts/testing';
import { ecommerceAtom, featuresAtom, featuresLoadedAtom, userAtom } from '../state/shell-store';
import { previewAtom, startFeatures } from './feature-state';
import { waitForFeatures } from './wait-for-features';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const bruno = { id: 1023, email: 'novo@exemplo.com.br', fullName: 'Bruno Lima' } as LoggedUser;

function httpFor(url: string) {
  return createHttpClients({ prefixUrl: url, vertical: 'concursos', retryLimit: 0 });
}

test('every flag is off before loading; loading sets flags, A/B, entitlements and the loaded flag', async () => {
  server = await startTestServer({
    'GET /bff/features': { study_table: true, new_search: true, cast: false },
    'GET /bff/features/ab': { new_search: 50 },
    'GET /bff/ecommerce': { data: { status: { cast: { active: true } } } },
    'GET /bff/toggler/key/goal-explorer': { data: false },
  });
  const store = createStore();
  store.set(userAtom, bruno);
  const started = startFeatures(httpFor(server.url), store);
  expect(store.get(featuresAtom)).toEqual({});
  expect(store.get(featuresLoadedAtom)).toBe(false);
  await started;
  expect(store.get(featuresLoadedAtom)).toBe(true);
  // new_search at 50 %: Bruno (…f) is outside the rollout
  expect(store.get(featuresAtom)).toEqual({ study_table: true, new_search: false, cast: false });
  expect(store.get(ecommerceAtom)).toEqual({ cast: true });

  store.set(previewAtom, 'cast,new_search');
  expect(store.get(featuresAtom)).toMatchObject({ cast: true, new_search: true });
  store.set(previewAtom, null);
  expect(store.get(featuresAtom).cast).toBe(false);
});

test('a failed load leaves every flag off and still marks the features loaded', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  server = await startTestServer({});
  const store = createStore();
  await startFeatures(httpFor(server.url), store);
  expect(store.get(featuresAtom)).toEqual({});
  expect(store.get(featuresLoadedAtom)).toBe(true);
});

test('waitForFeatures resolves true once loaded, false after the timeout', async () => {
  const store = createStore();
  await expect(waitForFeatures(20, store)).resolves.toBe(false);
  const waiting = waitForFeatures(5000, store);
  store.set(featuresLoadedAtom, true);
  await expect(waiting).resolves.toBe(true);
  await expect(waitForFeatures(0, store)).resolves.toBe(true);
});
