import { screen } from '@testing-library/react';
import { startTestServer, type TestServer } from 'shared-contracts/testing';
import { mountExposedArea, resetExposedAreas } from 'shared-design-system/testing';
import { USER_GOALS } from '../testing/fixtures';
import { bootstrap, contractRange, mount, unmount } from './app';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ 'GET /bff/goals/userGoals': { data: USER_GOALS } });
});

afterAll(() => server.close());

afterEach(resetExposedAreas);

describe('exposed ./app', () => {
  it('declares the contract range of package.json', () => {
    expect(contractRange).toBe('^1.0.0');
  });

  it("mounts the student's goals into #area with real data and unmounts cleanly", async () => {
    const exposed = await mountExposedArea(
      { bootstrap, mount, unmount },
      { name: 'mfe_goals/app', path: '/objetivos', platform: { prefixUrl: server.url } },
    );
    expect(exposed.area).toContainElement(screen.getByRole('heading', { level: 1, name: 'Objetivos' }));
    expect(await screen.findByRole('link', { name: 'Polícia Federal - Agente' })).toBeInTheDocument();

    await exposed.unmount();
    expect(exposed.area).toBeEmptyDOMElement();
    expect(exposed.consoleErrors).not.toHaveBeenCalled();

    await exposed.mount();
    expect(await screen.findByRole('heading', { level: 1, name: 'Objetivos' })).toBeInTheDocument();
    await exposed.unmount();
    expect(exposed.area).toBeEmptyDOMElement();
  });
});
