import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeTestServers, renderArea, serverError } from '../../../testing/render-area';
import { ALBUM_1, ALBUM_4, TEACHER_MARCELO, castPage } from '../../../testing/fixtures';

afterEach(closeTestServers);

const TEACHER = 'GET /v3/cast/albums/published/teacher/1';

function teacherAlbums(page: number, total: number) {
  const { data } = castPage([page === 1 ? ALBUM_1 : ALBUM_4], page, 10, total);
  return { data: { teacher: TEACHER_MARCELO, ...data } };
}

describe('teacher page (/cast/professor/{id})', () => {
  it('shows the teacher and their albums, asked 10 a page, each a link to the album', async () => {
    const { server } = await renderArea('/cast/professor/1', { [TEACHER]: teacherAlbums(1, 1) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Prof. Marcelo Andrade' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 álbuns publicados')).toBeInTheDocument();
    const albums = await screen.findByRole('list', { name: 'Álbuns de Prof. Marcelo Andrade' });
    expect(within(albums).getByRole('link', { name: ALBUM_1.title })).toHaveAttribute(
      'href',
      '/cast/album/1',
    );
    expect(
      Object.fromEntries(server.requestsTo('GET', '/v3/cast/albums/published/teacher/1')[0]!.query),
    ).toEqual({
      page: '1',
      per_page: '10',
    });
  });

  it('pages the albums', async () => {
    const user = userEvent.setup();
    await renderArea('/cast/professor/1', {
      [TEACHER]: (request) => ({ json: teacherAlbums(Number(request.query.get('page')), 11) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Próxima página' }));
    expect(await screen.findByRole('link', { name: ALBUM_4.title })).toBeInTheDocument();
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
  });

  it('says the teacher does not exist on a 404, with a button back to /cast', async () => {
    await renderArea('/cast/professor/999', {
      'GET /v3/cast/albums/published/teacher/999': serverError(
        404,
        'Professor não encontrado: 999.',
        'NOT_FOUND',
      ),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Professor não encontrado' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o Cast' })).toHaveAttribute('href', '/cast');
  });

  it('follows the responses rule: the error field’s message when present, with a retry', async () => {
    await renderArea('/cast/professor/1', {
      [TEACHER]: { error: { message: 'Professor indisponível no momento.', tag: 'UNAVAILABLE' } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Professor indisponível no momento.');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
