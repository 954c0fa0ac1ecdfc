import { screen } from '@testing-library/react';
import { createTestPlatform, startTestServer, type TestServer } from 'shared-contracts/testing';
import pkg from '../../package.json';
import { anEssay, page } from '../testing/fixtures';
import { bootstrap, contractRange, mount, unmount } from './app';

let server: TestServer;

// single-spa renders outside React's act() (as in the browser): tell React this is not an act() environment.
const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let actEnvironment: boolean | undefined;
beforeAll(() => {
  actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

beforeEach(async () => {
  const essays = [anEssay({ title: 'Desafios da mobilidade urbana' })];
  server = await startTestServer({
    'GET /v3/redacoes': { data: essays, meta: page(essays, 1, 1, 100) },
    'GET /v3/redacoes/catalog/classifications': { data: [{ id: 1, name: 'Cebraspe' }], meta: page([1]) },
  });
  document.body.innerHTML = '<main id="area"></main>';
  window.history.pushState(null, '', '/redacoes');
});

afterEach(async () => {
  await server.close();
});

it('mounts the area into #area with the platform, shows the essays and unmounts cleanly', async () => {
  const errors = jest.spyOn(console, 'error');
  const platform = createTestPlatform({ prefixUrl: server.url });
  const props = { name: 'mfe-submissions', platform };

  await bootstrap(props);
  await mount(props);

  expect(await screen.findByRole('heading', { level: 1, name: 'Redações' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Desafios da mobilidade urbana' })).toBeInTheDocument();

  await unmount(props);

  expect(document.getElementById('area')).toBeEmptyDOMElement();
  expect(errors).not.toHaveBeenCalled();
});

it('declares the contract range of its package.json', () => {
  expect(contractRange).toBe(pkg.platform.contract);
});
