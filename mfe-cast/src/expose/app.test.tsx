import { screen, waitFor, within } from '@testing-library/react';
import { startTestServer, type TestServer } from 'shared-contracts/testing';
import { mountExposedArea, resetExposedAreas } from 'shared-design-system/testing';
import pkg from '../../package.json';
import { album1HeardRoutes, album1TrackEnded, HOME, HOME_SECTIONS } from '../testing/fixtures';
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
    const shelf = await screen.findByRole('list', { name: 'Álbuns de Destaques da semana' });
    expect(within(shelf).getByRole('link', { name: 'Raciocínio Lógico sem Mistério' })).toHaveAttribute(
      'href',
      '/cast/album/4',
    );
    expect(server.requestsTo('GET', '/v3/cast/home')).toHaveLength(1);

    await exposed.unmount();
    expect(exposed.area).toBeEmptyDOMElement();
    expect(exposed.consoleErrors).not.toHaveBeenCalled();

    // the area's client outlives the mount: the albums are there at once, with no new request while fresh
    await exposed.mount();
    expect(screen.getByRole('heading', { level: 1, name: 'Cast' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Álbuns de Destaques da semana' })).getByRole('link', {
        name: 'Raciocínio Lógico sem Mistério',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Carregando álbuns' })).not.toBeInTheDocument();
    expect(server.requestsTo('GET', '/v3/cast/home')).toHaveLength(1);
    await exposed.unmount();
    expect(exposed.area).toBeEmptyDOMElement();
  });

  it('marks a track heard that the dock plays to its end while the area is not mounted, and shows it on return', async () => {
    const albumServer = await startTestServer(album1HeardRoutes(103));
    try {
      const exposed = await mountExposedArea(
        { bootstrap, mount, unmount },
        { name: 'mfe_cast/app', path: '/cast/album/1', platform: { prefixUrl: albumServer.url } },
      );
      const lastTrack = async () =>
        within(await screen.findByRole('list', { name: 'Faixas' })).getAllByRole('listitem')[2]!;
      expect(within(await lastTrack()).getByText('Não ouvida')).toBeInTheDocument();

      // the student goes on to another area while the dock plays the album on
      await exposed.unmount();
      expect(exposed.area).toBeEmptyDOMElement();
      exposed.props.platform.bus.emit('cast:track-ended', album1TrackEnded(2));
      // an LDI section is not an album: nothing to mark
      exposed.props.platform.bus.emit('cast:track-ended', {
        ...album1TrackEnded(0),
        sectionId: 'ldi-1',
        sectionType: 'ldi',
        albumId: 'ldi-1',
      });
      await waitFor(() => expect(albumServer.requestsTo('POST', '/v3/cast/tracks/heard')).toHaveLength(1));
      expect(albumServer.requestsTo('POST', '/v3/cast/tracks/heard')[0]!.json).toEqual({
        album_id: 1,
        track_id: 103,
      });

      // back in the cast area: the album comes back from the cache, refetched since the mark, and shows it
      await exposed.mount();
      await waitFor(async () => expect(within(await lastTrack()).getByText('Ouvida')).toBeInTheDocument());
      // one recorder for the page: mounting again adds no second subscription
      exposed.props.platform.bus.emit('cast:track-ended', album1TrackEnded(0));
      await waitFor(() => expect(albumServer.requestsTo('POST', '/v3/cast/tracks/heard')).toHaveLength(2));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(albumServer.requestsTo('POST', '/v3/cast/tracks/heard')).toHaveLength(2);
      await exposed.unmount();
      expect(exposed.consoleErrors).not.toHaveBeenCalled();
    } finally {
      await albumServer.close();
    }
  });
});
