import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeTestServers, renderArea, serverError } from '../../../testing/render-area';
import { ALBUM_4, HOME, albumPage } from '../../../testing/fixtures';

afterEach(closeTestServers);

describe('cast home (/cast)', () => {
  it('shows the shelves with album title, teachers, track count and cover', async () => {
    await renderArea('/cast', { 'GET /v3/cast/home': { data: HOME } });
    expect(screen.getByRole('heading', { level: 1, name: 'Cast' })).toBeInTheDocument();
    const shelf = await screen.findByRole('list', { name: 'Álbuns de Destaques da semana' });
    const card = within(shelf).getByRole('article', { name: 'Raciocínio Lógico sem Mistério' });
    expect(within(card).getByRole('link', { name: 'Raciocínio Lógico sem Mistério' })).toHaveAttribute(
      'href',
      '/cast/album/4',
    );
    expect(within(card).getByText('Prof. Rafael Monteiro e Profa. Camila Duarte')).toBeInTheDocument();
    expect(within(card).getByText('4 faixas')).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', '/static-bff/cast/covers/4.svg');
    expect(screen.getByRole('heading', { level: 2, name: 'Direito' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Meus favoritos' })).toHaveAttribute('href', '/cast/favorites');
  });

  it('searches albums by title', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/cast', {
      'GET /v3/cast/home': { data: HOME },
      'GET /v3/cast/albums/published': albumPage([ALBUM_4], 10),
    });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar álbuns' }), 'lógico');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Resultados da busca' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Raciocínio Lógico sem Mistério' })).toBeInTheDocument();
    const [request] = server.requestsTo('GET', '/v3/cast/albums/published');
    expect(Object.fromEntries(request!.query)).toEqual({ page: '1', per_page: '10', album_name: 'lógico' });
  });

  it('shows an empty state without shelves', async () => {
    await renderArea('/cast', { 'GET /v3/cast/home': { data: { shelves: [] } } });
    expect(await screen.findByRole('heading', { name: 'Nenhum álbum disponível' })).toBeInTheDocument();
  });

  it('shows an error with retry (also for an error field in a 200 answer), and recovers', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    await renderArea('/cast', {
      'GET /v3/cast/home': () => {
        attempt += 1;
        if (attempt === 1) return { json: { error: { message: 'Cast indisponível.', tag: 'CAST_DOWN' } } };
        return { json: { data: HOME } };
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar os álbuns do Cast.',
    );
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('list', { name: 'Álbuns de Direito' })).toBeInTheDocument();
  });

  it('keeps the search usable when the home fails', async () => {
    await renderArea('/cast', { 'GET /v3/cast/home': serverError(500) });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar álbuns' })).toBeEnabled();
  });
});
