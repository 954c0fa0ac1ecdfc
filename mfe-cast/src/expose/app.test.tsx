import { screen } from '@testing-library/react';
import { createTestPlatform, startTestServer, type TestServer } from 'shared-contracts/testing';
import pkg from '../../package.json';
import { HOME } from '../testing/fixtures';
import { bootstrap, contractRange, mount, unmount } from './app';

// single-spa renders outside React's act() (as in the browser): mount resolves only after React committed.
const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let actEnvironment: boolean | undefined;
let server: TestServer;

beforeAll(async () => {
  actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
  server = await startTestServer({ 'GET /v3/cast/home': { data: HOME } });
});

afterAll(async () => {
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  await server.close();
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('exposed ./app', () => {
  it('declares the contract range of package.json', () => {
    expect(contractRange).toBe(pkg.platform.contract);
  });

  it('mounts the cast home into #area with the server’s albums and unmounts cleanly', async () => {
    const area = document.createElement('div');
    area.id = 'area';
    document.body.appendChild(area);
    window.history.pushState(null, '', '/cast');
    const errors = jest.spyOn(console, 'error');
    const props = { name: 'mfe_cast/app', platform: createTestPlatform({ prefixUrl: server.url }) };

    await bootstrap(props);
    await mount(props);
    expect(area).toContainElement(screen.getByRole('heading', { level: 1, name: 'Cast' }));
    expect(
      (await screen.findAllByRole('link', { name: 'Raciocínio Lógico sem Mistério' }))[0],
    ).toHaveAttribute('href', '/cast/album/4');
    expect(server.requestsTo('GET', '/v3/cast/home')).toHaveLength(1);

    await unmount(props);
    expect(area).toBeEmptyDOMElement();
    expect(errors).not.toHaveBeenCalled();

    await mount(props);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cast' })).toBeInTheDocument();
    await unmount(props);
    expect(area).toBeEmptyDOMElement();
  });
});
