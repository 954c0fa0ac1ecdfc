import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CourseDetail, LdiCourse } from 'shared-contracts';
import type { TestRoutes, TestServer } from 'shared-contracts/testing';
import {
  captureConsoleErrors,
  closeTestServers,
  renderArea,
  serverError,
} from '../../../testing/render-area';
import { READER_ROUTES } from '../../../testing/reader-routes';

afterEach(closeTestServers);

const SLUG = 'direito-constitucional-para-concursos';
const COURSE: LdiCourse = {
  id: 1001,
  slug: SLUG,
  title: 'Direito Constitucional para Concursos',
  description: 'Teoria da Constituição e direitos fundamentais.',
  teachers: [{ id: 11, name: 'Renato Borelli' }],
  chapters_count: 2,
  is_my_course: true,
};
const DETAIL: CourseDetail = {
  id: 1001,
  slug: SLUG,
  title: COURSE.title,
  done: false,
  progress: 50,
  is_my_course: true,
  classes: [
    {
      id: 10011,
      title: 'Direitos Fundamentais',
      position: 1,
      done: true,
      videos: [{ id: 1001112, title: 'Direitos Fundamentais em 15 minutos', duration: 912, done: true }],
    },
    {
      id: 10012,
      title: 'Organização do Estado',
      position: 2,
      done: false,
      videos: [{ id: 1001212, title: 'Aula: Organização do Estado', duration: 600, done: false }],
    },
  ],
};

function routes(overrides: TestRoutes = {}): TestRoutes {
  let detail = DETAIL;
  const answer = (next: CourseDetail) => {
    detail = next;
    return { json: { data: detail } };
  };
  return {
    [`GET /v3/courses/slug/${SLUG}`]: { data: COURSE },
    'GET /v3/courses/1001': () => ({ json: { data: detail } }),
    'GET /v3/mci/courses/1001/estimate_durations': {
      data: {
        course_id: 1001,
        seconds: 5400,
        chapters: [
          { chapter_id: 10011, seconds: 2700 },
          { chapter_id: 10012, seconds: 2700 },
        ],
      },
    },
    'GET /v3/courses/keep-studying': { data: [] },
    'GET /v3/mci/favorites': { data: [] },
    'POST /v3/courses/event-logs': { status: 201, json: { data: {} } },
    'PUT /v3/courses/done/1001': () => answer({ ...detail, done: true }),
    'PUT /v3/courses/not-done/1001': () => answer({ ...detail, done: false }),
    'POST /v3/courses/class/done': (request) => {
      const { class_id } = request.json as { class_id: number };
      return answer({
        ...detail,
        progress: 100,
        classes: detail.classes.map((entry) => (entry.id === class_id ? { ...entry, done: true } : entry)),
      });
    },
    'POST /v3/courses/class/not-done': (request) => {
      const { class_id } = request.json as { class_id: number };
      return answer({
        ...detail,
        classes: detail.classes.map((entry) => (entry.id === class_id ? { ...entry, done: false } : entry)),
      });
    },
    'POST /v3/courses/video/done': (request) => {
      const { video_id } = request.json as { video_id: number };
      return answer({
        ...detail,
        classes: detail.classes.map((entry) => ({
          ...entry,
          videos: entry.videos.map((video) => (video.id === video_id ? { ...video, done: true } : video)),
        })),
      });
    },
    ...overrides,
  };
}

const classItem = (title: string) => screen.getByRole('listitem', { name: title });

/**
 * A list button once it can be pressed: after a change, its label flips as soon as the course or the list is
 * read again, and it stays busy (disabled) until every list the change touched has been read again.
 */
async function readyButton(name: string): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

describe('course page (/todos-os-cursos/{slug})', () => {
  it('shows progress, estimated durations and each class with its done mark, and logs the opening', async () => {
    const { server } = await renderArea(`/todos-os-cursos/${SLUG}`, routes());
    expect(await screen.findByRole('heading', { level: 1, name: COURSE.title })).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: 'Progresso no curso' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(await screen.findByText('Duração estimada do curso: 1h 30min')).toBeInTheDocument();
    expect(within(classItem('Direitos Fundamentais')).getByText(/^Aula concluída/)).toBeInTheDocument();
    expect(
      within(classItem('Organização do Estado')).getByText('Aula não concluída · Duração estimada: 45min'),
    ).toBeInTheDocument();
    expect(screen.getByText(/· Assistido/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir o livro digital' })).toHaveAttribute(
      'href',
      `/ldi/${SLUG}`,
    );
    await waitFor(() =>
      expect(server.requestsTo('POST', '/v3/courses/event-logs')[0]?.json).toEqual({
        course_id: 1001,
        event: 'course_opened',
      }),
    );
  });

  it('marks a class done and not done, logging each mark', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea(`/todos-os-cursos/${SLUG}`, routes());
    await user.click(
      await screen.findByRole('button', { name: 'Marcar "Organização do Estado" como concluída' }),
    );
    expect(
      await within(classItem('Organização do Estado')).findByText(/^Aula concluída/),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progresso no curso' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(server.requestsTo('POST', '/v3/courses/class/done')[0]?.json).toEqual({
      course_id: 1001,
      class_id: 10012,
    });
    await waitFor(() =>
      expect(server.requestsTo('POST', '/v3/courses/event-logs').map((r) => r.json)).toContainEqual({
        course_id: 1001,
        class_id: 10012,
        event: 'class_done',
      }),
    );

    await user.click(
      screen.getByRole('button', { name: 'Marcar "Direitos Fundamentais" como não concluída' }),
    );
    expect(
      await within(classItem('Direitos Fundamentais')).findByText(/^Aula não concluída/),
    ).toBeInTheDocument();
    expect(server.requestsTo('POST', '/v3/courses/class/not-done')[0]?.json).toEqual({
      course_id: 1001,
      class_id: 10011,
    });
  });

  it('asks the course again past caches after a mark (spec 2 §9), and only then', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea(`/todos-os-cursos/${SLUG}`, routes());
    await user.click(await screen.findByRole('button', { name: 'Marcar curso como concluído' }));
    expect(await screen.findByText('Curso concluído')).toBeInTheDocument();
    await waitFor(() => expect(server.requestsTo('GET', '/v3/courses/1001')).toHaveLength(2));
    const [before, after] = server.requestsTo('GET', '/v3/courses/1001');
    expect(before?.headers['cache-control']).toBeUndefined();
    expect(after?.headers['cache-control']).toBe('no-cache');
    // once: the course's other calls and the next marks' own answers are not forced
    expect(server.requestsTo('GET', `/v3/courses/slug/${SLUG}`)[0]?.headers['cache-control']).toBeUndefined();
    expect(screen.getByText('Curso concluído')).toBeInTheDocument();
  });

  it('marks the course done and not done', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea(`/todos-os-cursos/${SLUG}`, routes());
    await user.click(await screen.findByRole('button', { name: 'Marcar curso como concluído' }));
    expect(await screen.findByText('Curso concluído')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Marcar curso como não concluído' }));
    expect(await screen.findByText('Curso não concluído')).toBeInTheDocument();
    expect(server.requestsTo('PUT', '/v3/courses/done/1001')).toHaveLength(1);
    expect(server.requestsTo('PUT', '/v3/courses/not-done/1001')).toHaveLength(1);
    await waitFor(() =>
      expect(server.requestsTo('POST', '/v3/courses/event-logs').map((r) => r.json)).toContainEqual({
        course_id: 1001,
        event: 'course_not_done',
      }),
    );
  });

  it('marks a video watched', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea(`/todos-os-cursos/${SLUG}`, routes());
    await user.click(
      await screen.findByRole('button', {
        name: 'Marcar vídeo "Aula: Organização do Estado" como assistido',
      }),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Marcar vídeo "Aula: Organização do Estado" como assistido' }),
      ).not.toBeInTheDocument(),
    );
    expect(server.requestsTo('POST', '/v3/courses/video/done')[0]?.json).toEqual({
      course_id: 1001,
      class_id: 10012,
      video_id: 1001212,
    });
  });

  it('says a mark could not be saved, and keeps the class as it was', async () => {
    captureConsoleErrors();
    const user = userEvent.setup();
    await renderArea(`/todos-os-cursos/${SLUG}`, routes({ 'POST /v3/courses/class/done': serverError() }));
    await user.click(
      await screen.findByRole('button', { name: 'Marcar "Organização do Estado" como concluída' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível salvar a marcação. Tente novamente.',
    );
    expect(within(classItem('Organização do Estado')).getByText(/^Aula não concluída/)).toBeInTheDocument();
  });

  function listRoutes() {
    let mine = true;
    let keep: number[] = [];
    let favorites: number[] = [];
    return routes({
      [`GET /v3/courses/slug/${SLUG}`]: () => ({ json: { data: { ...COURSE, is_my_course: mine } } }),
      'DELETE /v3/courses/my-courses': () => {
        mine = false;
        return { json: { data: { id: 1001 } } };
      },
      'POST /v3/courses/my-courses': () => {
        mine = true;
        return { status: 201, json: { data: COURSE } };
      },
      'GET /v3/courses/keep-studying': () => ({ json: { data: keep.map((id) => ({ id })) } }),
      'POST /v3/courses/keep-studying': () => {
        keep = [1001];
        return { status: 201, json: { data: { id: 1001 } } };
      },
      'DELETE /v3/courses/keep-studying/1001': () => {
        keep = [];
        return { json: { data: { id: 1001 } } };
      },
      'GET /v3/mci/favorites': () => ({ json: { data: favorites.map((id) => ({ ...COURSE, id })) } }),
      'POST /v3/mci/favorites': () => {
        favorites = [1001];
        return { status: 201, json: { data: COURSE } };
      },
      'DELETE /v3/mci/favorites': () => {
        favorites = [];
        return { json: { data: { id: 1001 } } };
      },
    });
  }

  it('removes the course from my courses and adds it back', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea(`/todos-os-cursos/${SLUG}`, listRoutes());
    await user.click(await readyButton('Remover de Meus cursos'));
    await user.click(await readyButton('Adicionar a Meus cursos'));
    expect(await screen.findByRole('button', { name: 'Remover de Meus cursos' })).toBeInTheDocument();
    expect(server.requestsTo('DELETE', '/v3/courses/my-courses')[0]?.json).toEqual({ id: 1001 });
    expect(server.requestsTo('POST', '/v3/courses/my-courses')[0]?.json).toEqual({ id: 1001 });
  });

  it('asks the course and my courses again past caches after it leaves my courses', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea(`/todos-os-cursos/${SLUG}`, listRoutes());
    await screen.findByRole('list', { name: 'Aulas do curso' });
    await user.click(screen.getByRole('button', { name: 'Remover de Meus cursos' }));
    expect(await screen.findByRole('button', { name: 'Adicionar a Meus cursos' })).toBeInTheDocument();
    const bySlug = server.requestsTo('GET', `/v3/courses/slug/${SLUG}`);
    expect(bySlug.map((request) => request.headers['cache-control'])).toEqual([undefined, 'no-cache']);
    await waitFor(() =>
      expect(server.requestsTo('GET', '/v3/courses/1001').at(-1)?.headers['cache-control']).toBe('no-cache'),
    );
  });

  it('has the reader ask its copy of the course past caches after the course left and joined my courses', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea(`/todos-os-cursos/${SLUG}`, { ...READER_ROUTES, ...listRoutes() });
    await user.click(await readyButton('Remover de Meus cursos'));
    await user.click(await readyButton('Adicionar a Meus cursos'));
    await readyButton('Remover de Meus cursos');
    await user.click(screen.getByRole('link', { name: 'Abrir o livro digital' }));
    expect(await screen.findByRole('navigation', { name: 'Capítulos' })).toBeInTheDocument();
    // spec 2 §9: GET /v3/mci/courses/slug/{slug} once with no-cache (its is_my_course changed)
    expect(
      server
        .requestsTo('GET', `/v3/mci/courses/slug/${SLUG}`)
        .map((request) => request.headers['cache-control']),
    ).toEqual(['no-cache']);
  });

  it('adds the course to keep studying and removes it', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea(`/todos-os-cursos/${SLUG}`, listRoutes());
    await user.click(await readyButton('Adicionar a Continue estudando'));
    await user.click(await readyButton('Remover de Continue estudando'));
    expect(await screen.findByRole('button', { name: 'Adicionar a Continue estudando' })).toBeInTheDocument();
    expect(server.requestsTo('POST', '/v3/courses/keep-studying')[0]?.json).toEqual({ course_id: 1001 });
    expect(server.requestsTo('DELETE', '/v3/courses/keep-studying/1001')).toHaveLength(1);
    // each change has the list asked again past caches
    expect(
      server
        .requestsTo('GET', '/v3/courses/keep-studying')
        .map((request) => request.headers['cache-control']),
    ).toEqual([undefined, 'no-cache', 'no-cache']);
  });

  it('adds the course to the favourites and removes it; the next GET of favourites skips caches', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea(`/todos-os-cursos/${SLUG}`, listRoutes());
    await user.click(await readyButton('Adicionar aos favoritos'));
    expect(await screen.findByRole('button', { name: 'Remover dos favoritos' })).toBeInTheDocument();
    expect(server.requestsTo('POST', '/v3/mci/favorites')[0]?.json).toEqual({ id: 1001 });
    // spec 1 §7: the next GET of favourites after a change is sent with no-cache
    expect(server.requestsTo('GET', '/v3/mci/favorites').at(-1)?.headers['cache-control']).toBe('no-cache');
    await user.click(screen.getByRole('button', { name: 'Remover dos favoritos' }));
    expect(await screen.findByRole('button', { name: 'Adicionar aos favoritos' })).toBeInTheDocument();
    expect(server.requestsTo('DELETE', '/v3/mci/favorites')[0]?.json).toEqual({ id: 1001 });
  });

  it('degrades only the failing parts: classes, estimate and lists each on their own', async () => {
    const errors = captureConsoleErrors();
    await renderArea(
      `/todos-os-cursos/${SLUG}`,
      routes({
        'GET /v3/courses/1001': serverError(),
        'GET /v3/mci/courses/1001/estimate_durations': serverError(),
        'GET /v3/mci/favorites': serverError(),
        'POST /v3/courses/event-logs': serverError(),
      }),
    );
    expect(await screen.findByText('Não foi possível carregar as aulas deste curso.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: COURSE.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir o livro digital' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Adicionar a Continue estudando' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remover de Meus cursos' })).toBeInTheDocument();
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith('[mfe-ldi] getFavorites falhou', expect.anything()),
    );
    expect(screen.queryByRole('button', { name: 'Adicionar aos favoritos' })).not.toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('[mfe-ldi] logCourseEvent falhou', expect.anything());
  });
});

describe('course page: the course forum', () => {
  const commentField = async () =>
    within(await screen.findByRole('region', { name: 'Fórum do curso' })).getByRole('textbox', {
      name: 'Seu comentário',
    });
  /** The page's opening was logged: no call is left to fail when the test's servers close. */
  const openingLogged = (server: TestServer) =>
    waitFor(() => expect(server.requestsTo('POST', '/v3/courses/event-logs')).toHaveLength(1));

  it('embeds the comments widget in course-forum mode, the forum named by the course', async () => {
    const received: unknown[] = [];
    function CommentsWidget(props: Record<string, unknown>) {
      received.push({ forumId: props.forumId, title: props.title, target: props.target });
      return <p>widget de comentários</p>;
    }
    await renderArea(`/todos-os-cursos/${SLUG}`, routes(), {
      platform: { widgets: { 'mfe_submissions/comments': { CommentsWidget } } },
    });
    expect(await screen.findByText('widget de comentários')).toBeInTheDocument();
    expect(received.at(-1)).toEqual({ forumId: 1001, title: 'Fórum do curso', target: { kind: 'course' } });
    // the rest of the page is there too
    expect(await screen.findByRole('list', { name: 'Aulas do curso' })).toBeInTheDocument();
  });

  it('falls back to a form posting to the course forum when the widget does not load', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea(
      `/todos-os-cursos/${SLUG}`,
      routes({ 'POST /v3/courses/forums/comments': { status: 201, json: { data: { id: 1 } } } }),
    );
    const forum = await screen.findByRole('region', { name: 'Fórum do curso' });
    expect(
      within(forum).getByText('Os comentários deste curso não puderam ser carregados agora.'),
    ).toBeInTheDocument();
    const field = within(forum).getByRole('textbox', { name: 'Seu comentário' });
    await user.type(field, 'Professor, a aula 2 cobre o art. 18?');
    await user.click(within(forum).getByRole('button', { name: 'Comentar' }));
    expect(await within(forum).findByText('Comentário publicado.')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(server.requestsTo('POST', '/v3/courses/forums/comments')[0]?.json).toEqual({
      body: 'Professor, a aula 2 cobre o art. 18?',
      forum_id: 1001,
      comment_id: null,
      link: `/todos-os-cursos/${SLUG}`,
      mention_id: null,
    });
  });

  it('says a comment was refused for its words, keeping the text, without logging a failure', async () => {
    const errors = captureConsoleErrors();
    const user = userEvent.setup();
    await renderArea(
      `/todos-os-cursos/${SLUG}`,
      routes({
        'POST /v3/courses/forums/comments': {
          status: 422,
          json: {
            error: {
              message: 'O comentário contém palavras não permitidas.',
              tag: 'COURSE_FORUM_ERROR_BAD_WORDS',
              meta: { words: ['idiota'] },
            },
          },
        },
      }),
    );
    const forum = await screen.findByRole('region', { name: 'Fórum do curso' });
    const field = within(forum).getByRole('textbox', { name: 'Seu comentário' });
    await user.type(field, 'Que aula idiota');
    await user.click(within(forum).getByRole('button', { name: 'Comentar' }));
    expect(
      await within(forum).findByText(
        'Seu comentário contém palavras impróprias. Revise o texto e tente novamente.',
      ),
    ).toBeInTheDocument();
    expect(field).toHaveValue('Que aula idiota');
    expect(errors).not.toHaveBeenCalledWith('[mfe-ldi] postCourseComment falhou', expect.anything());
  });

  it('says a comment could not be posted when the forum fails, and logs it', async () => {
    const errors = captureConsoleErrors();
    const user = userEvent.setup();
    await renderArea(
      `/todos-os-cursos/${SLUG}`,
      routes({ 'POST /v3/courses/forums/comments': serverError() }),
    );
    const forum = await screen.findByRole('region', { name: 'Fórum do curso' });
    await user.type(within(forum).getByRole('textbox', { name: 'Seu comentário' }), 'Dúvida na aula 1');
    await user.click(within(forum).getByRole('button', { name: 'Comentar' }));
    expect(
      await within(forum).findByText('Não foi possível publicar o comentário. Tente novamente.'),
    ).toBeInTheDocument();
    expect(within(forum).getByRole('textbox', { name: 'Seu comentário' })).toHaveValue('Dúvida na aula 1');
    expect(errors).toHaveBeenCalledWith('[mfe-ldi] postCourseComment falhou', expect.anything());
    expect(screen.getByRole('list', { name: 'Aulas do curso' })).toBeInTheDocument();
  });

  it('keeps what the student typed across a reload until it is posted, then forgets it', async () => {
    const user = userEvent.setup();
    const posted = { 'POST /v3/courses/forums/comments': { status: 201, json: { data: { id: 1 } } } };
    const first = await renderArea(`/todos-os-cursos/${SLUG}`, routes(posted));
    await user.type(await commentField(), 'Professor, a aula 2 cobre o art. 18?');
    first.unmount();

    const second = await renderArea(`/todos-os-cursos/${SLUG}`, routes(posted));
    expect(await commentField()).toHaveValue('Professor, a aula 2 cobre o art. 18?');
    await user.click(screen.getByRole('button', { name: 'Comentar' }));
    expect(await screen.findByText('Comentário publicado.')).toBeInTheDocument();
    expect(await commentField()).toHaveValue('');
    expect(second.server.requestsTo('POST', '/v3/courses/forums/comments')[0]?.json).toMatchObject({
      body: 'Professor, a aula 2 cobre o art. 18?',
      forum_id: 1001,
    });
    second.unmount();

    const third = await renderArea(`/todos-os-cursos/${SLUG}`, routes(posted));
    expect(await commentField()).toHaveValue('');
    await openingLogged(third.server);
  });

  it('keeps a comment that could not be posted across a reload', async () => {
    captureConsoleErrors();
    const user = userEvent.setup();
    const failing = { 'POST /v3/courses/forums/comments': serverError() };
    const first = await renderArea(`/todos-os-cursos/${SLUG}`, routes(failing));
    await user.type(await commentField(), 'Dúvida na aula 1');
    await user.click(screen.getByRole('button', { name: 'Comentar' }));
    expect(
      await screen.findByText('Não foi possível publicar o comentário. Tente novamente.'),
    ).toBeInTheDocument();
    first.unmount();

    const second = await renderArea(`/todos-os-cursos/${SLUG}`, routes(failing));
    expect(await commentField()).toHaveValue('Dúvida na aula 1');
    await openingLogged(second.server);
  });
});
