import { screen } from '@testing-library/react';
import { closeTestServers, renderArea } from '../testing/render-area';
import { ALBUM_4, HOME } from '../testing/fixtures';

afterEach(closeTestServers);

describe('cast routes', () => {
  it('shows a missing-content message with a button back to /cast for an unknown sub-path', async () => {
    await renderArea('/cast/nao-existe', {});
    expect(screen.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o Cast' })).toHaveAttribute('href', '/cast');
  });

  it('shows a shelf of the home', async () => {
    await renderArea('/cast/shelf/1', { 'GET /v3/cast/home': { data: HOME } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Destaques da semana' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ALBUM_4.title })).toHaveAttribute('href', '/cast/album/4');
  });

  it('says a shelf does not exist', async () => {
    await renderArea('/cast/shelf/77', { 'GET /v3/cast/home': { data: HOME } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Estante não encontrada' }),
    ).toBeInTheDocument();
  });
});
