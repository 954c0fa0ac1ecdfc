import { screen } from '@testing-library/react';
import { createTestPlatform, startTestServer, type TestServer } from 'shared-contracts/testing';
import pkg from '../../package.json';
import { aCatalogPage, aProduct } from '../testing/fixtures';
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
  server = await startTestServer({
    'GET /bff/public/ecommerce/catalog': aCatalogPage([aProduct({ name: 'Pacote Polícia Federal' })]),
  });
  document.body.innerHTML = '<main id="area"></main>';
  window.history.pushState(null, '', '/cursos');
});

afterEach(async () => {
  await server.close();
});

it('mounts the area into #area with the platform, shows the catalogue and unmounts cleanly', async () => {
  const errors = jest.spyOn(console, 'error');
  const platform = createTestPlatform({ prefixUrl: server.url });
  const props = { name: 'mfe-commerce', platform };

  await bootstrap(props);
  await mount(props);

  expect(await screen.findByRole('heading', { level: 1, name: 'Cursos' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Pacote Polícia Federal' })).toBeInTheDocument();
  expect(server.requestsTo('GET', '/bff/public/ecommerce/catalog')[0]?.query.get('perPage')).toBe('16');

  await unmount(props);

  expect(document.getElementById('area')).toBeEmptyDOMElement();
  expect(errors).not.toHaveBeenCalled();
});

it('declares the contract range of its package.json', () => {
  expect(contractRange).toBe(pkg.platform.contract);
});
