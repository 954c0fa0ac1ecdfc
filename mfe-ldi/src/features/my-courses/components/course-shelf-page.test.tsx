import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CourseSearchHit, CourseShelf } from 'shared-contracts';
import {
  captureConsoleErrors,
  closeTestServers,
  renderArea,
  serverError,
} from '../../../testing/render-area';

afterEach(closeTestServers);

const HIT: CourseSearchHit = {
  id: 1001,
  slug: 'direito-constitucional-para-concursos',
  title: 'Direito Constitucional para Concursos',
  description: 'Teoria da Constituição e direitos fundamentais.',
  teachers: [{ id: 11, name: 'Renato Borelli' }],
  has_access: true,
};
const shelf = (items: CourseSearchHit[]): { data: CourseShelf; pagination: object } => ({
  data: { id: 'mais-estudados', title: 'Mais estudados', type: 'courses', items, total: items.length },
  pagination: { page: 1, per_page: 10, total: items.length, last_page: 1 },
});

describe('course shelf (/todos-os-cursos/estante/{id} and /{id}/{type})', () => {
  it('shows the shelf, asking only the courses the student has access to', async () => {
    const { server } = await renderArea('/todos-os-cursos/estante/mais-estudados', {
      'POST /bff/search/v2/courses/shelves/mais-estudados': shelf([HIT]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mais estudados' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: HIT.title })).toHaveAttribute(
      'href',
      `/todos-os-cursos/${HIT.slug}`,
    );
    expect(server.requestsTo('POST', '/bff/search/v2/courses/shelves/mais-estudados')[0]?.json).toEqual({
      q: '',
      entity_types: ['courses'],
      shelves: ['mais-estudados'],
      page: 1,
      per_page: 10,
      filters: { onlyHasAccess: true },
    });
  });

  it('searches the shelf with the type of the address', async () => {
    const { server } = await renderArea('/todos-os-cursos/estante/mais-estudados/ldis', {
      'POST /bff/search/v2/courses/shelves/mais-estudados': shelf([HIT]),
    });
    await screen.findByRole('link', { name: HIT.title });
    expect(server.requestsTo('POST', '/bff/search/v2/courses/shelves/mais-estudados')[0]?.json).toMatchObject(
      {
        entity_types: ['ldis'],
        filters: { onlyHasAccess: true },
      },
    );
  });

  it('pages the shelf with links to this address', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/todos-os-cursos/estante/mais-estudados/ldis', {
      'POST /bff/search/v2/courses/shelves/mais-estudados': (request) => {
        const { page } = request.json as { page: number };
        const answer = shelf([{ ...HIT, title: `Curso da página ${page}` }]);
        return { json: { ...answer, pagination: { page, per_page: 10, total: 11, last_page: 2 } } };
      },
    });
    const next = await screen.findByRole('link', { name: 'Próxima página' });
    expect(next).toHaveAttribute('href', '/todos-os-cursos/estante/mais-estudados/ldis?pagina=2');
    await user.click(next);
    expect(await screen.findByRole('link', { name: 'Curso da página 2' })).toBeInTheDocument();
    expect(
      server.requestsTo('POST', '/bff/search/v2/courses/shelves/mais-estudados').at(-1)?.json,
    ).toMatchObject({ entity_types: ['ldis'], page: 2 });
  });

  it('goes back to the first page, replacing the address, when the address asks a page past the last one', async () => {
    const { server } = await renderArea('/todos-os-cursos/estante/mais-estudados/ldis?pagina=99', {
      'POST /bff/search/v2/courses/shelves/mais-estudados': (request) => {
        const { page } = request.json as { page: number };
        const answer = shelf(page > 2 ? [] : [HIT]);
        return { json: { ...answer, pagination: { page, per_page: 10, total: 11, last_page: 2 } } };
      },
    });
    expect(await screen.findByRole('link', { name: HIT.title })).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    expect(screen.queryByText('Nenhum curso seu nesta estante')).not.toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe(
      '/todos-os-cursos/estante/mais-estudados/ldis',
    );
    expect(
      server
        .requestsTo('POST', '/bff/search/v2/courses/shelves/mais-estudados')
        .map((request) => request.json),
    ).toMatchObject([{ page: 99 }, { page: 1 }]);
  });

  it('says when the student has no course on the shelf', async () => {
    await renderArea('/todos-os-cursos/estante/novidades', {
      'POST /bff/search/v2/courses/shelves/novidades': shelf([]),
    });
    expect(
      await screen.findByRole('heading', { name: 'Nenhum curso seu nesta estante' }),
    ).toBeInTheDocument();
  });

  it('shows an error with a retry when the shelf fails', async () => {
    const errors = captureConsoleErrors();
    await renderArea('/todos-os-cursos/estante/novidades', {
      'POST /bff/search/v2/courses/shelves/novidades': serverError(),
    });
    expect(await screen.findByText('Não foi possível carregar esta estante.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('[mfe-ldi] getCourseShelf falhou', expect.anything());
  });
});
