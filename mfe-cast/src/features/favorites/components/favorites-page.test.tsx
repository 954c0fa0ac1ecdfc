import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeTestServers, renderArea, serverError } from '../../../testing/render-area';
import { ALBUM_1, ALBUM_4, albumPage } from '../../../testing/fixtures';

afterEach(closeTestServers);

const FAVORITES = 'GET /v3/cast/albums/favorites';

describe('favourite albums (/cast/favorites)', () => {
  it('lists the favourites, asked in one page of 9999', async () => {
    const { server } = await renderArea('/cast/favorites', { [FAVORITES]: albumPage([ALBUM_4, ALBUM_1]) });
    expect(screen.getByRole('heading', { level: 1, name: 'Álbuns favoritos' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Álbuns favoritos' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((card) => within(card).getByRole('heading').textContent),
    ).toEqual(['Raciocínio Lógico sem Mistério', 'Direito Constitucional em Áudio']);
    expect(Object.fromEntries(server.requestsTo('GET', '/v3/cast/albums/favorites')[0]!.query)).toEqual({
      page: '1',
      per_page: '9999',
    });
  });

  it('shows an empty state with a way back to the albums', async () => {
    await renderArea('/cast/favorites', { [FAVORITES]: albumPage([]) });
    expect(
      await screen.findByRole('heading', { name: 'Você ainda não favoritou nenhum álbum' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explorar o Cast' })).toHaveAttribute('href', '/cast');
  });

  it('shows an error with retry, and recovers', async () => {
    const user = userEvent.setup();
    let fail = true;
    await renderArea('/cast/favorites', {
      [FAVORITES]: () => (fail ? serverError(502) : { json: albumPage([ALBUM_1]) }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar seus álbuns favoritos.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('link', { name: 'Direito Constitucional em Áudio' })).toBeInTheDocument();
  });
});
