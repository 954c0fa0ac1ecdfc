import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALBUM_1_DETAIL, ALBUM_4, HOME, HOME_SECTIONS, albumPage, castPage } from '../testing/fixtures';
import { closeTestServers, renderArea } from '../testing/render-area';

afterEach(closeTestServers);

const ALBUM_1 = `/v3/cast/albums/published/${ALBUM_1_DETAIL.id}`;

describe('cast data layer (cache on return, prefetch on intent, fresh search results)', () => {
  it('goes back from an album to the home and shows its albums at once, without a loading state or a new request', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/cast', {
      ...HOME_SECTIONS,
      'GET /v3/cast/home': { data: HOME },
      [`GET ${ALBUM_1}`]: { data: ALBUM_1_DETAIL },
    });
    // the home's shelves are on screen before leaving (the published albums may come first)
    const shelf = await screen.findByRole('list', { name: 'Álbuns de Direito' });
    await user.click(within(shelf).getByRole('link', { name: ALBUM_1_DETAIL.title }));
    expect(await screen.findByRole('heading', { level: 1, name: ALBUM_1_DETAIL.title })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Cast' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Cast' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Álbuns de Direito' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Carregando álbuns' })).not.toBeInTheDocument();
    expect(server.requestsTo('GET', '/v3/cast/home')).toHaveLength(1);
  });

  it("fetches an album's data when the pointer rests on its card's link or it gets focus, before the click", async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/cast', {
      ...HOME_SECTIONS,
      'GET /v3/cast/home': { data: HOME },
      [`GET ${ALBUM_1}`]: { data: ALBUM_1_DETAIL },
    });
    const link = (await screen.findAllByRole('link', { name: ALBUM_1_DETAIL.title }))[0]!;
    await user.hover(link);
    await waitFor(() => expect(server.requestsTo('GET', ALBUM_1)).toHaveLength(1));
    fireEvent.focus(link);
    await user.click(link);
    // the album opens with its tracks: no skeleton, and the fresh prefetch is not fetched again
    expect(screen.getByRole('list', { name: 'Faixas' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Carregando álbum' })).not.toBeInTheDocument();
    expect(server.requestsTo('GET', ALBUM_1)).toHaveLength(1);
  });

  it('loads search results fresh every time the student comes back to them (spec 1 §2)', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/cast/resultado-pesquisa?q=l%C3%B3gico', {
      ...HOME_SECTIONS,
      'GET /v3/cast/home': { data: HOME },
      'POST /bff/search/v2/casts/aggregated': {
        data: { albums: castPage([ALBUM_4]).data, tracks: castPage([]).data },
      },
      'GET /bff/search/v2/filters/cast/shelves': castPage([{ id: 2, title: 'Direito' }]),
    });
    expect(await screen.findByRole('link', { name: ALBUM_4.title })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Cast' }));
    await screen.findByRole('list', { name: 'Álbuns de Direito' });
    window.history.back();
    expect(await screen.findByRole('status', { name: 'Buscando no Cast' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: ALBUM_4.title })).toBeInTheDocument();
    expect(server.requestsTo('POST', '/bff/search/v2/casts/aggregated')).toHaveLength(2);
  });

  it('marks an album as favourite: the button takes the state the server answered', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea(`/cast/album/${ALBUM_1_DETAIL.id}`, {
      [`GET ${ALBUM_1}`]: { data: { ...ALBUM_1_DETAIL, favorite: false } },
      [`POST /v3/cast/favorite/album/${ALBUM_1_DETAIL.id}`]: {
        data: { album_id: ALBUM_1_DETAIL.id, favorite: true },
      },
      'GET /v3/cast/albums/favorites': albumPage([ALBUM_4], 9999),
    });
    await user.click(await screen.findByRole('button', { name: 'Adicionar aos favoritos' }));
    expect(await screen.findByRole('button', { name: 'Remover dos favoritos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(server.requestsTo('POST', `/v3/cast/favorite/album/${ALBUM_1_DETAIL.id}`)).toHaveLength(1);
  });
});
