import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StudyTableFavorite } from 'shared-contracts';
import type { RecordedRequest } from 'shared-contracts/testing';
import { KEEP_STUDYING, RECENT_ACTIVITIES } from '../../../testing/fixtures';
import {
  captureConsoleErrors,
  closeTestServers,
  renderArea,
  serverError,
} from '../../../testing/render-area';

afterEach(closeTestServers);
jest.setTimeout(20_000);

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

  it('groups favourites by kind, in a fixed order of kinds', async () => {
    await renderArea('/favoritos', {
      'GET /bff/study-table/favorites': {
        data: [
          ...FAVORITES,
          {
            id: 3,
            title: 'Português',
            type: 'course',
            url: '/todos-os-cursos/pt',
            created_at: '2025-03-02T13:00:00.000Z',
          },
        ],
      },
    });
    await screen.findByRole('link', { name: 'Português' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Cursos',
      'Livros digitais',
      'Monitorias',
    ]);
    const courses = screen.getByRole('list', { name: 'Cursos' });
    expect(within(courses).getByRole('heading', { level: 3, name: 'Português' })).toBeInTheDocument();
  });

  it('removes a favourite and adds one of what the student studies', async () => {
    let favorites: StudyTableFavorite[] = [...FAVORITES];
    const { server } = await renderArea('/favoritos', {
      'GET /bff/study-table/favorites': () => ({ json: { data: favorites } }),
      'DELETE /bff/study-table/favorites/:id': (request: RecordedRequest) => {
        favorites = favorites.filter((item) => `/bff/study-table/favorites/${item.id}` !== request.path);
        return { json: { data: {} } };
      },
      'POST /bff/study-table/favorites': (request: RecordedRequest) => {
        const body = request.json as Pick<StudyTableFavorite, 'type' | 'title' | 'url'>;
        favorites = [...favorites, { ...body, id: 9, created_at: '2025-03-06T13:00:00.000Z' }];
        return { status: 201, json: { data: favorites.at(-1) } };
      },
      'GET /v3/study-table/recent-activities': { data: RECENT_ACTIVITIES },
      'GET /v3/courses/keep-studying': { data: KEEP_STUDYING },
    });
    await screen.findByRole('link', { name: 'Monitoria Polícia Federal' });
    const removing = screen.getByRole('button', { name: 'Remover Monitoria Polícia Federal dos favoritos' });
    // a decorative icon: the accessible name is still the label's
    expect(removing.querySelector('svg.lucide-star-off')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(removing);
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Monitoria Polícia Federal' })).not.toBeInTheDocument(),
    );
    expect(server.requestsTo('DELETE', '/bff/study-table/favorites/:id')[0]?.path).toBe(
      '/bff/study-table/favorites/2',
    );

    const adding = await screen.findByRole('region', { name: 'Adicionar aos favoritos' });
    const title = RECENT_ACTIVITIES[1]?.title ?? '';
    const add = within(adding).getByRole('button', { name: `Adicionar ${title} aos favoritos` });
    expect(add.querySelector('svg.lucide-star')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(add);
    expect(await screen.findByRole('link', { name: title })).toHaveAttribute(
      'href',
      '/cadernos-e-simulados/simulados/201',
    );
    expect(server.requestsTo('POST', '/bff/study-table/favorites')[0]?.json).toEqual({
      type: 'exam',
      title,
      url: '/cadernos-e-simulados/simulados/201',
    });
    // a favourite is no longer offered
    expect(
      within(screen.getByRole('region', { name: 'Adicionar aos favoritos' })).queryByRole('button', {
        name: `Adicionar ${title} aos favoritos`,
      }),
    ).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Adicionar aos favoritos' })).getByRole('button', {
        name: 'Adicionar Direito Administrativo Completo aos favoritos',
      }),
    ).toBeInTheDocument();
  });

  it('says when a favourite cannot be removed, and keeps it', async () => {
    captureConsoleErrors();
    await renderArea('/favoritos', {
      'GET /bff/study-table/favorites': { data: FAVORITES },
      'DELETE /bff/study-table/favorites/:id': serverError(),
    });
    await screen.findByRole('link', { name: 'Monitoria Polícia Federal' });
    await userEvent.click(
      screen.getByRole('button', { name: 'Remover Monitoria Polícia Federal dos favoritos' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível remover dos favoritos.');
    expect(screen.getByRole('link', { name: 'Monitoria Polícia Federal' })).toBeInTheDocument();
  });
});
