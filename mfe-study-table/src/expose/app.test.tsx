import { screen } from '@testing-library/react';
import { startTestServer, type TestServer } from 'shared-contracts/testing';
import { mountExposedArea, resetExposedAreas } from 'shared-design-system/testing';
import { LAST_UPDATES, RECENT_ACTIVITIES } from '../testing/fixtures';
import { bootstrap, contractRange, mount, unmount } from './app';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    'GET /v3/study-table/recent-activities': { data: RECENT_ACTIVITIES },
    'GET /v3/study-table/last-updates': { data: LAST_UPDATES },
    'GET /v3/study-table/exclusive-courses': { data: [] },
  });
});

afterAll(() => server.close());

afterEach(resetExposedAreas);

describe('exposed ./app', () => {
  it('declares the contract range of package.json', () => {
    expect(contractRange).toBe('^1.0.0');
  });

  it('mounts the study table into #area with real data and unmounts cleanly', async () => {
    const exposed = await mountExposedArea(
      { bootstrap, mount, unmount },
      { name: 'mfe_study_table/app', path: '/mesa-de-estudo', platform: { prefixUrl: server.url } },
    );
    expect(exposed.area).toContainElement(screen.getByRole('heading', { level: 1, name: 'Mesa de estudo' }));
    expect(
      await screen.findByRole('link', { name: 'Direito Constitucional - Direitos Fundamentais' }),
    ).toBeInTheDocument();
    expect(server.requestsTo('GET', '/v3/study-table/recent-activities')).toHaveLength(1);

    await exposed.unmount();
    expect(exposed.area).toBeEmptyDOMElement();
    expect(exposed.consoleErrors).not.toHaveBeenCalled();

    // single-spa mounts it again when the student comes back: the area's client outlives the mount, so the
    // activities are there at once (and revalidated once: they are live data)
    await exposed.mount();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mesa de estudo' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Direito Constitucional - Direitos Fundamentais' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Carregando atividades recentes' })).not.toBeInTheDocument();
    await exposed.unmount();
    expect(exposed.area).toBeEmptyDOMElement();
  });
});
