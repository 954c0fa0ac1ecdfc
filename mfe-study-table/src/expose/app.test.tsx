import { screen } from '@testing-library/react';
import { createTestPlatform, startTestServer, type TestServer } from 'shared-contracts/testing';
import { LAST_UPDATES, RECENT_ACTIVITIES } from '../testing/fixtures';
import { bootstrap, contractRange, mount, unmount } from './app';

// single-spa renders outside React's act() (as in the browser): mount resolves only after React committed.
const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let actEnvironment: boolean | undefined;
let server: TestServer;

beforeAll(async () => {
  actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
  server = await startTestServer({
    'GET /v3/study-table/recent-activities': { data: RECENT_ACTIVITIES },
    'GET /v3/study-table/last-updates': { data: LAST_UPDATES },
    'GET /v3/study-table/exclusive-courses': { data: [] },
  });
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

  it('mounts the study table into #area with real data and unmounts cleanly', async () => {
    const area = document.createElement('div');
    area.id = 'area';
    document.body.appendChild(area);
    window.history.pushState(null, '', '/mesa-de-estudo');
    const errors = jest.spyOn(console, 'error');
    const props = { name: 'mfe_study_table/app', platform: createTestPlatform({ prefixUrl: server.url }) };

    await bootstrap(props);
    await mount(props);
    expect(area).toContainElement(screen.getByRole('heading', { level: 1, name: 'Mesa de estudo' }));
    expect(
      await screen.findByRole('link', { name: 'Direito Constitucional - Direitos Fundamentais' }),
    ).toBeInTheDocument();
    expect(server.requestsTo('GET', '/v3/study-table/recent-activities')).toHaveLength(1);

    await unmount(props);
    expect(area).toBeEmptyDOMElement();
    expect(errors).not.toHaveBeenCalled();

    // single-spa mounts it again when the student comes back
    await mount(props);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mesa de estudo' })).toBeInTheDocument();
    await unmount(props);
    expect(area).toBeEmptyDOMElement();
  });
});
