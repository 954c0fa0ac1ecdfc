import { screen } from '@testing-library/react';
import { createTestPlatform, startTestServer, type TestServer } from 'shared-contracts/testing';
import pkg from '../../package.json';
import { TOPICS, topicsPage } from '../testing/fixtures';
import { bootstrap, contractRange, mount, unmount } from './app';

// single-spa renders outside React's act() (as in the browser): mount resolves only after React committed.
const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let actEnvironment: boolean | undefined;
let server: TestServer;

beforeAll(async () => {
  actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
  server = await startTestServer({ 'GET /bff/questions/topics': topicsPage(TOPICS) });
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

  it('mounts the question selection into #area with the server’s topics and unmounts cleanly', async () => {
    const area = document.createElement('div');
    area.id = 'area';
    document.body.appendChild(area);
    window.history.pushState(null, '', '/questoes/buscar');
    const errors = jest.spyOn(console, 'error');
    const props = { name: 'mfe_questions/app', platform: createTestPlatform({ prefixUrl: server.url }) };

    await bootstrap(props);
    await mount(props);
    expect(area).toContainElement(screen.getByRole('heading', { level: 1, name: 'Seleção de questões' }));
    expect(await screen.findByRole('checkbox', { name: 'Língua Portuguesa' })).toBeInTheDocument();
    expect(server.requestsTo('GET', '/bff/questions/topics')).toHaveLength(1);

    await unmount(props);
    expect(area).toBeEmptyDOMElement();
    expect(errors).not.toHaveBeenCalled();

    // single-spa mounts it again when the student comes back
    await mount(props);
    expect(await screen.findByRole('heading', { level: 1, name: 'Seleção de questões' })).toBeInTheDocument();
    await unmount(props);
    expect(area).toBeEmptyDOMElement();
  });
});
