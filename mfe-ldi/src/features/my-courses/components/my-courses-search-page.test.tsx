import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CourseSearchHit } from 'shared-contracts';
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
const page = (data: CourseSearchHit[], lastPage = 1, current = 1) => ({
  data,
  pagination: { page: current, per_page: 10, total: data.length, last_page: lastPage },
});

describe('my-courses search results (/todos-os-cursos/resultado-pesquisa)', () => {
  it('searches my courses through search v2 and links each course to its page', async () => {
    const { server } = await renderArea('/todos-os-cursos/resultado-pesquisa?q=constituição', {
      'POST /bff/search/v2/my-courses/aggregated': page([HIT]),
    });
    expect(await screen.findByRole('link', { name: HIT.title })).toHaveAttribute(
      'href',
      `/todos-os-cursos/${HIT.slug}`,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Resultados da busca' })).toBeInTheDocument();
    expect(server.requestsTo('POST', '/bff/search/v2/my-courses/aggregated')[0]?.json).toEqual({
      q: 'constituição',
      entity_types: ['courses'],
      page: 1,
      per_page: 10,
    });
  });

  it('searches again from its labelled search field', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/todos-os-cursos/resultado-pesquisa', {
      'POST /bff/search/v2/my-courses/aggregated': page([HIT]),
    });
    expect(screen.getByText('Digite um termo para buscar em seus cursos.')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Buscar em meus cursos' });
    await user.type(field, 'direito');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByRole('link', { name: HIT.title })).toBeInTheDocument();
    expect(window.location.search).toBe('?q=direito');
    expect(server.requestsTo('POST', '/bff/search/v2/my-courses/aggregated')).toHaveLength(1);
  });

  it('keeps a term typed but not searched across a reload (per search shown), and forgets it once searched', async () => {
    const user = userEvent.setup();
    const routes = { 'POST /bff/search/v2/my-courses/aggregated': page([HIT]) };
    const field = () => screen.findByRole('textbox', { name: 'Buscar em meus cursos' });
    const first = await renderArea('/todos-os-cursos/resultado-pesquisa?q=direito', routes);
    await user.clear(await field());
    await user.type(await field(), 'constitu');
    first.unmount();

    // another search shown has its own field
    const other = await renderArea('/todos-os-cursos/resultado-pesquisa?q=penal', routes);
    expect(await field()).toHaveValue('penal');
    other.unmount();

    const second = await renderArea('/todos-os-cursos/resultado-pesquisa?q=direito', routes);
    expect(await field()).toHaveValue('constitu');
    await user.type(await field(), 'ição');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(window.location.search).toBe(`?q=${encodeURIComponent('constituição')}`));
    expect(await field()).toHaveValue('constituição');
    second.unmount();

    // searched: the draft is done with, the term of the address shows again
    await renderArea('/todos-os-cursos/resultado-pesquisa?q=direito', routes);
    expect(await field()).toHaveValue('direito');
  });

  it('says when nothing was found', async () => {
    await renderArea('/todos-os-cursos/resultado-pesquisa?q=xyz', {
      'POST /bff/search/v2/my-courses/aggregated': page([]),
    });
    expect(
      await screen.findByRole('heading', { name: 'Nenhum curso encontrado para "xyz"' }),
    ).toBeInTheDocument();
  });

  it('asks the next page with the pager', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/todos-os-cursos/resultado-pesquisa?q=direito', {
      'POST /bff/search/v2/my-courses/aggregated': (request) => ({
        json: page(
          [{ ...HIT, title: `Curso da página ${String((request.json as { page: number }).page)}` }],
          2,
          (request.json as { page: number }).page,
        ),
      }),
    });
    const next = await screen.findByRole('link', { name: 'Próxima página' });
    expect(next).toHaveAttribute('href', '/todos-os-cursos/resultado-pesquisa?q=direito&pagina=2');
    await user.click(next);
    expect(await screen.findByRole('link', { name: 'Curso da página 2' })).toBeInTheDocument();
    expect(server.requestsTo('POST', '/bff/search/v2/my-courses/aggregated').at(-1)?.json).toMatchObject({
      page: 2,
    });
  });

  it('goes back to the first page, replacing the address, when the address asks a page past the last one', async () => {
    const { server } = await renderArea('/todos-os-cursos/resultado-pesquisa?q=direito&pagina=99', {
      'POST /bff/search/v2/my-courses/aggregated': (request) => {
        const asked = (request.json as { page: number }).page;
        return { json: page(asked > 2 ? [] : [HIT], 2, asked) };
      },
    });
    expect(await screen.findByRole('link', { name: HIT.title })).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    expect(screen.queryByText('Nenhum curso encontrado para "direito"')).not.toBeInTheDocument();
    expect(window.location.search).toBe('?q=direito');
    expect(
      server.requestsTo('POST', '/bff/search/v2/my-courses/aggregated').map((request) => request.json),
    ).toMatchObject([{ page: 99 }, { page: 1 }]);
  });

  it('loads the results afresh when the student comes back to them (never kept, spec 1 §2)', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/todos-os-cursos/resultado-pesquisa?q=direito', {
      'POST /bff/search/v2/my-courses/aggregated': page([HIT]),
      [`GET /v3/courses/slug/${HIT.slug}`]: { data: { ...HIT, chapters_count: 3, is_my_course: true } },
    });
    await user.click(await screen.findByRole('link', { name: HIT.title }));
    await screen.findByRole('heading', { level: 1, name: HIT.title });
    window.history.back();
    expect(await screen.findByRole('status', { name: 'Buscando em seus cursos' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: HIT.title })).toBeInTheDocument();
    await waitFor(() =>
      expect(server.requestsTo('POST', '/bff/search/v2/my-courses/aggregated')).toHaveLength(2),
    );
  });

  it('shows the error with a retry when the search fails, and logs it', async () => {
    const errors = captureConsoleErrors();
    await renderArea('/todos-os-cursos/resultado-pesquisa?q=direito', {
      'POST /bff/search/v2/my-courses/aggregated': serverError(),
    });
    expect(await screen.findByText('Não foi possível buscar em seus cursos.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('[mfe-ldi] searchMyCourses falhou', expect.anything());
  });
});
