import { act, screen, waitFor, within } from '@testing-library/react';
import { createTestPlatform } from 'shared-contracts/test-platform';
import { startTestServer, type TestServer } from 'shared-contracts/testing';
import { mount, unmount } from '../chrome/chrome-app';
import { ANA } from '../chrome/render-chrome';
import { shellStore, userAtom } from '../state/shell-store';
import { UPSELLING_LINK, UPSELLING_TITLE } from './upselling-panel';
import { readLastSeen, upsellSeenKey } from './upselling-rules';

let server: TestServer;
const offers = {
  data: [
    { id: 1, name: 'Plano Anual', interval: 12, bonuses: [] },
    { id: 2, name: 'Plano Vitalício', interval: null, bonuses: [] },
  ],
};

let upsellingReply: { status?: number; json: unknown } = { json: offers };

beforeAll(async () => {
  server = await startTestServer({ 'GET /bff/ecommerce/upselling': () => upsellingReply });
});
afterAll(() => server.close());

beforeEach(() => {
  document.body.innerHTML =
    '<header id="shell-topbar"></header><nav id="shell-sidemenu" aria-label="Menu principal"></nav><main id="area"></main>';
  window.localStorage.clear();
  window.history.replaceState(null, '', '/mesa-de-estudo');
  shellStore.set(userAtom, ANA);
});

afterEach(async () => {
  upsellingReply = { json: offers };
  jest.useRealTimers();
  await act(() => unmount());
});

async function start() {
  const platform = createTestPlatform({ prefixUrl: server.url });
  await act(() => mount({ platform, preload: () => {} }));
  return platform;
}

test('after sign-in the offers strip shows under the top bar, links to the upsell page and counts as seen', async () => {
  const platform = await start();
  const panel = await screen.findByRole('region', { name: UPSELLING_TITLE });
  expect(panel).toHaveTextContent('Há 2 ofertas de renovação antecipada ou upgrade do seu plano');
  expect(within(panel).getByRole('link', { name: UPSELLING_LINK })).toHaveAttribute(
    'href',
    '/garanta-acesso-completo',
  );
  expect(document.getElementById('shell-topbar')).toContainElement(panel);
  const userId = platform.session.getUser()?.id ?? 0;
  // marked once shown (the panel's effect after its first commit)
  await waitFor(() => expect(readLastSeen(window.localStorage, userId)).not.toBeNull());
});

test('it closes 300 ms after a route change', async () => {
  await start();
  await screen.findByRole('region', { name: UPSELLING_TITLE });
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  act(() => {
    window.history.pushState(null, '', '/cast');
    window.dispatchEvent(new Event('popstate'));
  });
  act(() => void jest.advanceTimersByTime(299));
  expect(screen.getByRole('region', { name: UPSELLING_TITLE })).toBeInTheDocument();
  act(() => void jest.advanceTimersByTime(1));
  expect(screen.queryByRole('region', { name: UPSELLING_TITLE })).not.toBeInTheDocument();
});

test('not again within 720 hours, and never on the courses-for-you path', async () => {
  const platform = createTestPlatform({ prefixUrl: server.url });
  const userId = platform.session.getUser()?.id ?? 0;
  window.localStorage.setItem(upsellSeenKey(userId), String(Date.now() - 3_600_000));
  await act(() => mount({ platform, preload: () => {} }));
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByRole('region', { name: UPSELLING_TITLE })).not.toBeInTheDocument();
  await act(() => unmount());

  window.localStorage.clear();
  window.history.replaceState(null, '', '/cursos-para-voce');
  const requestsBefore = server.requestsTo('GET', '/bff/ecommerce/upselling').length;
  await act(() => mount({ platform, preload: () => {} }));
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByRole('region', { name: UPSELLING_TITLE })).not.toBeInTheDocument();
  expect(server.requestsTo('GET', '/bff/ecommerce/upselling')).toHaveLength(requestsBefore);
});

test('the offers are asked for once, with the panel; a failing answer shows nothing and breaks nothing', async () => {
  const before = server.requestsTo('GET', '/bff/ecommerce/upselling').length;
  await start();
  await screen.findByRole('region', { name: UPSELLING_TITLE });
  expect(server.requestsTo('GET', '/bff/ecommerce/upselling')).toHaveLength(before + 1);
  await act(() => unmount());

  window.localStorage.clear();
  upsellingReply = { status: 404, json: { message: 'Não encontrado' } };
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  await start();
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByRole('region', { name: UPSELLING_TITLE })).not.toBeInTheDocument();
  expect(error).toHaveBeenCalledWith('[upselling] ofertas indisponíveis', expect.anything());
  expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
  expect(readLastSeen(window.localStorage, ANA.id)).toBeNull();
});
