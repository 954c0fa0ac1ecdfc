import { screen } from '@testing-library/react';
import { startTestServer, type TestServer } from 'shared-contracts/testing';
import { mountExposedArea, resetExposedAreas } from 'shared-design-system/testing';
import { MY_COURSES } from '../testing/fixtures';
import { bootstrap, contractRange, mount, unmount } from './app';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ 'GET /v3/courses/my-courses': { data: MY_COURSES } });
});

afterAll(() => server.close());

afterEach(resetExposedAreas);

describe('exposed ./app', () => {
  it('declares the contract range of package.json', () => {
    expect(contractRange).toBe('^1.0.0');
  });

  it("mounts the student's courses into #area with real data and unmounts cleanly", async () => {
    const exposed = await mountExposedArea(
      { bootstrap, mount, unmount },
      { name: 'mfe_ldi/app', path: '/todos-os-cursos', platform: { prefixUrl: server.url } },
    );
    expect(exposed.area).toContainElement(screen.getByRole('heading', { level: 1, name: 'Meus cursos' }));
    expect(await screen.findByRole('link', { name: MY_COURSES[0]!.title })).toBeInTheDocument();

    await exposed.unmount();
    expect(exposed.area).toBeEmptyDOMElement();
    expect(exposed.consoleErrors).not.toHaveBeenCalled();

    // mounted again within 5 minutes: the area's client still holds the courses
    await exposed.mount();
    expect(screen.getByRole('link', { name: MY_COURSES[0]!.title })).toBeInTheDocument();
    await exposed.unmount();
    expect(exposed.area).toBeEmptyDOMElement();
  });
});
