import { screen } from '@testing-library/react';
import { closeTestServers, renderArea } from '../testing/render-area';
import { serverError } from '../testing/render-area';
import { ALBUM_1, ALBUM_4 } from '../testing/fixtures';

afterEach(closeTestServers);

describe('cast routes', () => {
  it('shows a missing-content message with a button back to /cast for an unknown sub-path', async () => {
    await renderArea('/cast/nao-existe', {});
    expect(screen.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o Cast' })).toHaveAttribute('href', '/cast');
  });

  it('shows a shelf asked of the server', async () => {
    await renderArea('/cast/shelf/1', {
      'GET /v3/cast/shelves/1': { data: { id: 1, title: 'Destaques da semana', albums: [ALBUM_1, ALBUM_4] } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Destaques da semana' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ALBUM_4.title })).toHaveAttribute('href', '/cast/album/4');
  });

  it('says a shelf does not exist', async () => {
    await renderArea('/cast/shelf/77', {
      'GET /v3/cast/shelves/77': serverError(404, 'Estante não encontrada: 77.', 'NOT_FOUND'),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Estante não encontrada' }),
    ).toBeInTheDocument();
  });
});
