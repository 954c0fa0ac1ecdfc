import { screen } from '@testing-library/react';
import { startTestServer, type TestServer } from 'shared-contracts/testing';
import { mountExposedArea, resetExposedAreas } from 'shared-design-system/testing';
import pkg from '../../package.json';
import { HOME, HOME_SECTIONS } from '../testing/fixtures';
import { bootstrap, contractRange, mount, unmount } from './app';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ ...HOME_SECTIONS, 'GET /v3/cast/home': { data: HOME } });
});

afterAll(() => server.close());

afterEach(resetExposedAreas);

describe('exposed ./app', () => {
  it('declares the contract range of package.json', () => {
    expect(contractRange).toBe(pkg.platform.contract);
  });

  it('mounts the cast home into #area with the server’s albums, unmounts cleanly, and shows it again from cache', async () => {
    const exposed = await mountExposedArea(
      { bootstrap, mount, unmount },
      { name: 'mfe_cast/app', path: '/cast', platform: { prefixUrl: server.url } },
    );
    expect(exposed.area).toContainElement(screen.getByRole('heading', { level: 1, name: 'Cast' }));
    expect(
      (await screen.findAllByRole('link', { name: 'Raciocínio Lógico sem Mistério' }))[0],
    ).toHaveAttribute('href', '/cast/album/4');
    expect(server.requestsTo('GET', '/v3/cast/home')).toHaveLength(1);

    await exposed.unmount();
    expect(exposed.area).toBeEmptyDOMElement();
    expect(exposed.consoleErrors).not.toHaveBeenCalled();

    // the area's client outlives the mount: the albums are there at once, with no new request while fresh
    await exposed.mount();
    expect(screen.getByRole('heading', { level: 1, name: 'Cast' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Raciocínio Lógico sem Mistério' })[0]).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Carregando álbuns' })).not.toBeInTheDocument();
    expect(server.requestsTo('GET', '/v3/cast/home')).toHaveLength(1);
    await exposed.unmount();
    expect(exposed.area).toBeEmptyDOMElement();
  });
});
