import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LdiCourse } from 'shared-contracts';
import {
  captureConsoleErrors,
  closeTestServers,
  renderArea,
  serverError,
} from '../../../testing/render-area';

afterEach(closeTestServers);

const custom = (id: number): LdiCourse => ({
  id,
  slug: `meu-plano-${id}`,
  title: `Meu plano de estudos ${id}`,
  description: 'Capítulos escolhidos para a sua prova.',
  teachers: [],
  chapters_count: 2,
  is_my_course: true,
});

describe('custom courses (/todos-os-cursos/personalizados)', () => {
  it('lists the custom courses 20 a page, each opening its reader, and pages on', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/todos-os-cursos/personalizados', {
      'GET /v3/mci/custom-courses/': (request) => ({
        json: { data: [custom(Number(request.query.get('page')))], total: 25 },
      }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cursos personalizados' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Meu plano de estudos 1' })).toHaveAttribute(
      'href',
      '/ldi-personalizado/meu-plano-1',
    );
    expect(Object.fromEntries(server.requestsTo('GET', '/v3/mci/custom-courses/')[0]!.query)).toEqual({
      page: '1',
      per_page: '20',
      should_count: 'true',
    });
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    const next = screen.getByRole('link', { name: 'Próxima página' });
    expect(next).toHaveAttribute('href', '/todos-os-cursos/personalizados?pagina=2');
    await user.click(next);
    expect(await screen.findByRole('link', { name: 'Meu plano de estudos 2' })).toBeInTheDocument();
    await waitFor(() =>
      expect(server.requestsTo('GET', '/v3/mci/custom-courses/').at(-1)?.query.get('page')).toBe('2'),
    );
  });

  it('goes back to the first page, replacing the address, when the address asks a page past the last one', async () => {
    const { server } = await renderArea('/todos-os-cursos/personalizados?pagina=9', {
      'GET /v3/mci/custom-courses/': (request) => {
        const page = Number(request.query.get('page'));
        return { json: { data: page > 2 ? [] : [custom(page)], total: 25 } };
      },
    });
    expect(await screen.findByRole('link', { name: 'Meu plano de estudos 1' })).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    expect(screen.queryByText('Você ainda não tem cursos personalizados')).not.toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/todos-os-cursos/personalizados');
    expect(
      server.requestsTo('GET', '/v3/mci/custom-courses/').map((request) => request.query.get('page')),
    ).toEqual(['9', '1']);
  });

  it('goes back to the first page when there are no custom courses at all', async () => {
    await renderArea('/todos-os-cursos/personalizados?pagina=2', {
      'GET /v3/mci/custom-courses/': { data: [], total: 0 },
    });
    expect(
      await screen.findByRole('heading', { name: 'Você ainda não tem cursos personalizados' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('says when there is none', async () => {
    await renderArea('/todos-os-cursos/personalizados', {
      'GET /v3/mci/custom-courses/': { data: [], total: 0 },
    });
    expect(
      await screen.findByRole('heading', { name: 'Você ainda não tem cursos personalizados' }),
    ).toBeInTheDocument();
  });

  it('shows an error with a retry when they fail', async () => {
    const errors = captureConsoleErrors();
    await renderArea('/todos-os-cursos/personalizados', { 'GET /v3/mci/custom-courses/': serverError() });
    expect(
      await screen.findByText('Não foi possível carregar seus cursos personalizados.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('[mfe-ldi] getCustomCourses falhou', expect.anything());
  });
});
