import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DiscursiveSubmission, Essay, ForumComment } from 'shared-contracts';
import { startTestServer, type TestRoutes, type TestServer } from 'shared-contracts/testing';
import { createAreaQueryClient } from 'shared-design-system/area';
import { platformFor } from 'shared-design-system/testing';
import { CommentsWidget } from '../expose/comments';
import { aComment, aDiscursive, anEssay, page } from '../testing/fixtures';
import { captureConsoleErrors, closeTestServers, renderArea, serverError } from '../testing/render-area';
import { areaQueryClient } from './query-client';

afterEach(closeTestServers);

const PF = aDiscursive({ name: 'Simulado Discursivo – Polícia Federal', slug: 'simulado-pf' });

/** A BFF-like server whose submission adds to the exam's submissions. */
function discursivesRoutes(): TestRoutes {
  const submissions: DiscursiveSubmission[] = [];
  const exam = () => ({ ...PF, submissions });
  return {
    'GET /v3/discursives/catalog': () => ({ json: { data: [exam()], meta: page([1], 1, 1, 20) } }),
    [`GET /v3/discursives/slug/${PF.slug}`]: () => ({ json: { data: exam() } }),
    [`POST /v3/discursives/slug/${PF.slug}/submission`]: () => {
      const created: DiscursiveSubmission = {
        id: submissions.length + 1,
        index: submissions.length + 1,
        status: 'waiting revision',
        file_names: ['respostas.pdf'],
        created_at: '2026-11-24T12:00:00.000Z',
      };
      submissions.push(created);
      return { status: 201, json: { data: created } };
    },
  };
}

/** A BFF-like server whose essay POST adds the essay to the top of the list. */
function essaysRoutes(): TestRoutes {
  const essays: Essay[] = [anEssay({ title: 'Mobilidade urbana' })];
  return {
    'GET /v3/redacoes': () => ({ json: { data: essays, meta: page(essays, 1, essays.length, 100) } }),
    'GET /v3/redacoes/catalog/classifications': { data: [], meta: page([], 1, 0, 200) },
    'GET /v3/redacoes/templates': { json: { data: [] } },
    'POST /v3/redacoes': (request) => {
      const title = /name="title"\r\n\r\n([^\r]*)/.exec(request.body)?.[1] ?? '';
      const created = anEssay({ title });
      essays.unshift(created);
      return { status: 201, json: { data: created } };
    },
  };
}

describe('submissions data layer: the area', () => {
  it('shows the catalogue at once when the student comes back within the area, without asking again', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/discursivas', discursivesRoutes());
    await user.click(await screen.findByRole('link', { name: PF.name }));
    await screen.findByRole('heading', { level: 1, name: PF.name });

    await user.click(screen.getByRole('link', { name: 'Simulados discursivos' }));
    expect(screen.getByRole('link', { name: PF.name })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Carregando simulados' })).not.toBeInTheDocument();
    expect(server.requestsTo('GET', '/v3/discursives/catalog')).toHaveLength(1);
  });

  it('shows the essays at once when the student comes back to the area, and revalidates them once (live data)', async () => {
    const queryClient = createAreaQueryClient();
    const routes = essaysRoutes();
    const first = await renderArea('/redacoes', routes, { queryClient });
    await screen.findByRole('article', { name: 'Mobilidade urbana' });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    first.unmount();

    const { server } = await renderArea('/redacoes', routes, { queryClient });
    expect(screen.getByRole('article', { name: 'Mobilidade urbana' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Carregando redações' })).not.toBeInTheDocument();
    await waitFor(() => expect(server.requestsTo('GET', '/v3/redacoes')).toHaveLength(1));
    // the institutions are reference data: still fresh, not asked again
    expect(server.requestsTo('GET', '/v3/redacoes/catalog/classifications')).toHaveLength(0);
  });

  it('a submission refreshes the exam and its catalogue card (the mutation invalidates both)', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/discursivas', discursivesRoutes());
    await user.click(await screen.findByRole('link', { name: PF.name }));
    await screen.findByText(/Envios usados: 0 de/);

    await user.upload(
      screen.getByLabelText('Arquivos das respostas'),
      new File(['%PDF-1.4'], 'respostas.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Enviar para correção' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar envio' }),
    );

    expect(await screen.findByText(/Envios usados: 1 de/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Meus envios' })).getByText('Envio 1'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Simulados discursivos' }));
    expect(await screen.findByText('Envios: 1 de 2')).toBeInTheDocument();
    await waitFor(() => expect(server.requestsTo('GET', '/v3/discursives/catalog')).toHaveLength(2));
  });

  it('sending an essay invalidates the list: the new essay heads it, fetched again from the server', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/redacoes', essaysRoutes());
    await screen.findByRole('article', { name: 'Mobilidade urbana' });

    await user.click(screen.getByRole('tab', { name: 'Enviar redação' }));
    await user.type(screen.getByRole('textbox', { name: /Título/ }), 'Desafios do saneamento básico');
    await user.upload(
      screen.getByLabelText('Arquivo da redação'),
      new File(['%PDF'], 'saneamento.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Enviar redação' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar envio' }));

    const list = await screen.findByRole('list', { name: 'Minhas redações' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(within(list).getAllByRole('heading')[0]).toHaveTextContent('Desafios do saneamento básico');
    expect(server.requestsTo('GET', '/v3/redacoes')).toHaveLength(2);
  });

  it("shows the kit's error with 'Tentar novamente' when the catalogue fails, and the retry loads it", async () => {
    const errors = captureConsoleErrors();
    let failing = true;
    const user = userEvent.setup();
    await renderArea('/discursivas', {
      'GET /v3/discursives/catalog': () =>
        failing ? serverError() : { json: { data: [PF], meta: page([1], 1, 1, 20) } },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar os simulados.');
    expect(errors).toHaveBeenCalledWith('[mfe-submissions] getDiscursives falhou', expect.anything());

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('link', { name: PF.name })).toBeInTheDocument();
  });
});

describe('submissions data layer: prefetch on intent', () => {
  const EXAM = `/v3/discursives/slug/${PF.slug}`;
  const CATEGORIZED = '/v3/discursives/catalog-categorized';

  /** The catalogue page's calls, the exam's and its student limit. */
  function catalogueRoutes(): TestRoutes {
    return {
      ...discursivesRoutes(),
      [`GET ${CATEGORIZED}`]: { data: [{ name: 'Carreiras Policiais', discursives: [PF] }] },
      'GET /v3/discursives/catalog/classifications': { data: [], meta: page([], 1, 0, 200) },
      [`GET /bff/discursives/discursive-student/${PF.id}`]: {
        data: { discursive_id: PF.id, additional_submission_limit: 1, submissions_count: 0 },
      },
    };
  }

  it("fetches an exam's data when the pointer rests on its card's link, before the click", async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/discursivas', catalogueRoutes());
    const link = await screen.findByRole('link', { name: PF.name });
    expect(server.requestsTo('GET', EXAM)).toHaveLength(0);

    await user.hover(link);
    await waitFor(() => expect(server.requestsTo('GET', EXAM)).toHaveLength(1));
    await user.click(link);
    // the exam opens with its data at once, and the fresh prefetch is not fetched again
    expect(screen.getByRole('heading', { level: 1, name: PF.name })).toBeInTheDocument();
    expect(server.requestsTo('GET', EXAM)).toHaveLength(1);
  });

  it('revalidates the categories when the pointer rests on a category link once they are stale, before the click', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/discursivas', catalogueRoutes());
    const nav = await screen.findByRole('navigation', { name: 'Categorias' });
    const link = within(nav).getByRole('link', { name: 'Carreiras Policiais' });

    // fresh: the link's page reads the categories already loaded, nothing more leaves
    await user.hover(link);
    await user.unhover(link);
    expect(server.requestsTo('GET', CATEGORIZED)).toHaveLength(1);

    // past the 30 s freshness, the categories are asked for again on hover
    const now = Date.now.bind(Date);
    jest.spyOn(Date, 'now').mockImplementation(() => now() + 31_000);
    await user.hover(link);
    await waitFor(() => expect(server.requestsTo('GET', CATEGORIZED)).toHaveLength(2));
    await user.click(link);
    expect(screen.getByRole('heading', { level: 1, name: 'Carreiras Policiais' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PF.name })).toBeInTheDocument();
    expect(server.requestsTo('GET', CATEGORIZED)).toHaveLength(2);
  });
});

describe('submissions data layer: the comments widget', () => {
  let server: TestServer;

  afterEach(async () => {
    await server.close();
    areaQueryClient.clear();
  });

  /** A forum whose new comments are kept (first), as the BFF does. */
  async function forumServer() {
    const comments: ForumComment[] = [
      aComment({ id: 1, body: 'Alguém sabe a banca?', author: { id: 3, name: 'Juliana Castro' } }),
    ];
    return startTestServer({
      'GET /v3/social/forums/7': () => ({
        json: { data: { id: 7, title: 'Fórum', comments }, meta: page(comments, 1, comments.length) },
      }),
      'POST /v3/social/comments': (request) => {
        const { body } = request.json as { body: string };
        const created = aComment({ id: 50 + comments.length, body, forum_id: 7 });
        comments.unshift(created);
        return { status: 201, json: { data: created } };
      },
    });
  }

  it('shows a forum seen before at once when the widget is mounted again, and revalidates it once', async () => {
    server = await forumServer();
    const platform = platformFor(server);
    const first = render(<CommentsWidget platform={platform} forumId={7} />);
    await screen.findByRole('article', { name: 'Comentário de Juliana Castro' });
    await waitFor(() => expect(areaQueryClient.isFetching()).toBe(0));
    first.unmount();

    render(<CommentsWidget platform={platform} forumId={7} />);
    expect(screen.getByRole('article', { name: 'Comentário de Juliana Castro' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Carregando comentários' })).not.toBeInTheDocument();
    await waitFor(() => expect(server.requestsTo('GET', '/v3/social/forums/7')).toHaveLength(2));
  });

  it('posting a comment invalidates the forum: it is fetched again and lists the new comment first', async () => {
    server = await forumServer();
    const user = userEvent.setup();
    render(<CommentsWidget platform={platformFor(server)} forumId={7} />);
    await screen.findByRole('article', { name: 'Comentário de Juliana Castro' });
    expect(server.requestsTo('GET', '/v3/social/forums/7')).toHaveLength(1);

    await user.type(screen.getByRole('textbox', { name: 'Escreva um comentário' }), 'É o Cebraspe.');
    await user.click(screen.getByRole('button', { name: 'Comentar' }));

    await waitFor(() => expect(server.requestsTo('GET', '/v3/social/forums/7')).toHaveLength(2));
    const list = screen.getByRole('list', { name: 'Comentários' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2));
    expect(within(list).getAllByRole('article')[0]).toHaveTextContent('É o Cebraspe.');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Comentários (2)');
  });
});
