import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StudyTableFavorite } from 'shared-contracts';
import {
  captureConsoleErrors,
  closeTestServers,
  renderArea,
  serverError,
} from '../../../testing/render-area';

afterEach(closeTestServers);

const FAVORITES: StudyTableFavorite[] = [
  {
    id: 1,
    title: 'Direito Constitucional para Concursos',
    type: 'ldi',
    url: '/ldi/direito-constitucional-para-concursos',
    created_at: '2025-03-04T13:00:00.000Z',
  },
  {
    id: 2,
    title: 'Monitoria Polícia Federal',
    type: 'tutoring',
    url: '/monitorias/monitoria-policia-federal',
    created_at: '2025-03-01T13:00:00.000Z',
  },
];

describe('favorites page', () => {
  it('lists favourites with their kind (per vertical) and a link', async () => {
    await renderArea(
      '/favoritos',
      { 'GET /bff/study-table/favorites': { data: FAVORITES } },
      { vertical: 'oab' },
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Favoritos' })).toBeInTheDocument();
    const ldi = await screen.findByRole('link', { name: 'Direito Constitucional para Concursos' });
    expect(ldi).toHaveAttribute('href', '/ldi/direito-constitucional-para-concursos');
    expect(
      within(ldi.closest('article') as HTMLElement).getByText(/Livro digital · favoritado em/),
    ).toHaveTextContent('04/03/2025');
    const tutoring = screen.getByRole('link', { name: 'Monitoria Polícia Federal' });
    expect(
      within(tutoring.closest('article') as HTMLElement).getByText(/^Curso Especial/),
    ).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    await renderArea('/favoritos', { 'GET /bff/study-table/favorites': { data: [] } });
    expect(await screen.findByRole('heading', { name: 'Você ainda não tem favoritos' })).toBeInTheDocument();
  });

  it('shows an error and retries', async () => {
    const errors = captureConsoleErrors();
    let failing = true;
    const { server } = await renderArea('/favoritos', {
      'GET /bff/study-table/favorites': () => (failing ? serverError() : { json: { data: FAVORITES } }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar seus favoritos.');
    expect(errors).toHaveBeenCalledWith('[mfe-study-table] getFavorites falhou', expect.anything());
    const before = server.requestsTo('GET', '/bff/study-table/favorites').length;
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('link', { name: 'Monitoria Polícia Federal' })).toBeInTheDocument();
    expect(server.requestsTo('GET', '/bff/study-table/favorites').length).toBe(before + 1);
  });
});
