import { screen } from '@testing-library/react';
import { createTestPlatform, startTestServer, type TestServer } from 'shared-contracts/testing';
import { USER_GOALS } from '../testing/fixtures';
import { bootstrap, contractRange, mount, unmount } from './app';

// single-spa renders outside React's act() (as in the browser): mount resolves only after React committed.
const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let actEnvironment: boolean | undefined;
let server: TestServer;

beforeAll(async () => {
  actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
  server = await startTestServer({ 'GET /bff/goals/userGoals': { data: USER_GOALS } });
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
    expect(contractRange).toBe('^1.0.0');
  });

  it("mounts the student's goals into #area with real data and unmounts cleanly", async () => {
    const area = document.createElement('div');
    area.id = 'area';
    document.body.appendChild(area);
    window.history.pushState(null, '', '/objetivos');
    const errors = jest.spyOn(console, 'error');
    const props = { name: 'mfe_goals/app', platform: createTestPlatform({ prefixUrl: server.url }) };

    await bootstrap(props);
    await mount(props);
    expect(area).toContainElement(screen.getByRole('heading', { level: 1, name: 'Objetivos' }));
    expect(await screen.findByRole('link', { name: 'Polícia Federal - Agente' })).toBeInTheDocument();

    await unmount(props);
    expect(area).toBeEmptyDOMElement();
    expect(errors).not.toHaveBeenCalled();

    await mount(props);
    expect(await screen.findByRole('heading', { level: 1, name: 'Objetivos' })).toBeInTheDocument();
    await unmount(props);
    expect(area).toBeEmptyDOMElement();
  });
});
