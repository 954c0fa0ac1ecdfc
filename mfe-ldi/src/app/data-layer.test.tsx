import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StrategicTrail } from 'shared-contracts';
import { CHAPTERS, COURSE, ITEMS, MY_COURSES, SLUG } from '../testing/fixtures';
import { LIST_FIGURES_ROUTES } from '../testing/list-figures-routes';
import { captureConsoleErrors, closeTestServers, renderArea, serverError } from '../testing/render-area';

afterEach(closeTestServers);

const TRAIL: StrategicTrail = {
  id: 71,
  slug: 'trilha-pf-agente',
  title: 'Trilha PF Agente',
  description: 'Do edital à prova em 12 semanas.',
  classification: 'Polícia Federal',
  classes_count: 24,
  done: false,
};

const TRAIL_ROUTES = {
  'GET /v3/strategic-trails/catalog': { data: [TRAIL] },
  [`GET /v3/strategic-trails/slug/${TRAIL.slug}`]: { data: TRAIL },
};

const firstItem = CHAPTERS[0]!.items[0]!.id;
const READER_ROUTES = {
  'GET /v3/courses/my-courses': { data: MY_COURSES },
  ...LIST_FIGURES_ROUTES,
  [`GET /v3/mci/courses/slug/${SLUG}`]: { data: COURSE },
  [`GET /v3/mci/my-courses/slug/${SLUG}/chapters`]: { data: CHAPTERS },
  'GET /v3/mci/items/:id': { data: ITEMS[firstItem] },
};

describe('ldi data layer: catalogues', () => {
  it("fetches a trail's page when the pointer rests on its link, and opens it without a loading state", async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/trilhas-estrategicas', TRAIL_ROUTES);
    const link = await screen.findByRole('link', { name: TRAIL.title });
    await user.hover(link);
    await waitFor(() =>
      expect(server.requestsTo('GET', `/v3/strategic-trails/slug/${TRAIL.slug}`)).toHaveLength(1),
    );
    await user.click(link);
    expect(screen.getByRole('heading', { level: 1, name: TRAIL.title })).toBeInTheDocument();
    expect(screen.getByText('Polícia Federal · 24 aulas')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Carregando' })).not.toBeInTheDocument();
    // the prefetched answer served the page: the strategic-track client asked once
    expect(server.requestsTo('GET', `/v3/strategic-trails/slug/${TRAIL.slug}`)).toHaveLength(1);
  });

  it('going back to the catalogue shows it at once, without asking the server again', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/trilhas-estrategicas', TRAIL_ROUTES);
    await user.click(await screen.findByRole('link', { name: TRAIL.title }));
    await screen.findByText('Polícia Federal · 24 aulas');
    window.history.back();
    expect(await screen.findByRole('link', { name: TRAIL.title })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Carregando trilhas' })).not.toBeInTheDocument();
    expect(server.requestsTo('GET', '/v3/strategic-trails/catalog')).toHaveLength(1);
  });

  it('says an unknown trail does not exist (404), without an error to retry', async () => {
    await renderArea('/trilhas-estrategicas/nao-existe', {
      'GET /v3/strategic-trails/slug/nao-existe': () => ({
        status: 404,
        json: { error: { message: 'not found' } },
      }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Trilha não encontrada' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  });
});

describe('ldi data layer: the reader is never kept (spec 1 §2)', () => {
  it('loads the learning document afresh each time the student comes back to it', async () => {
    const user = userEvent.setup();
    // the second answer of the document waits until the skeleton has been seen: a fast answer could otherwise
    // replace it before the test looks (it did once in CI)
    let releaseSecond: () => void = () => undefined;
    const secondAnswer = new Promise<void>((resolve) => {
      releaseSecond = resolve;
    });
    let documentAsks = 0;
    const { server } = await renderArea('/todos-os-cursos', {
      ...READER_ROUTES,
      [`GET /v3/mci/courses/slug/${SLUG}`]: async () => {
        documentAsks += 1;
        if (documentAsks === 2) await secondAnswer;
        return { json: { data: COURSE } };
      },
    });
    await user.click(await screen.findByRole('link', { name: COURSE.title }));
    expect(await screen.findByRole('navigation', { name: 'Capítulos' })).toBeInTheDocument();
    expect(server.requestsTo('GET', `/v3/mci/courses/slug/${SLUG}`)).toHaveLength(1);

    window.history.back();
    await screen.findByRole('heading', { level: 1, name: 'Meus cursos' });
    await user.click(screen.getByRole('link', { name: COURSE.title }));
    // no cached copy: the skeleton shows again and the document and its chapters are asked again
    expect(await screen.findByRole('status', { name: 'Carregando livro digital' })).toBeInTheDocument();
    releaseSecond();
    expect(await screen.findByRole('navigation', { name: 'Capítulos' })).toBeInTheDocument();
    expect(server.requestsTo('GET', `/v3/mci/courses/slug/${SLUG}`)).toHaveLength(2);
    expect(server.requestsTo('GET', `/v3/mci/my-courses/slug/${SLUG}/chapters`)).toHaveLength(2);
  });
});

describe('ldi data layer: last seen', () => {
  it('coming back without a reload opens the chapter read last, not the one first answered', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/todos-os-cursos', {
      ...READER_ROUTES,
      'GET /v3/mci/my-courses/1001/last-seen': { data: { document_id: 10011, block_id: null } },
      'POST /v3/mci/studentLastSeen/': { data: {} },
    });
    await user.click(await screen.findByRole('link', { name: COURSE.title }));
    await user.click(await screen.findByRole('link', { name: 'Organização do Estado' }));
    expect(await screen.findByRole('region', { name: 'Organização do Estado' })).toBeInTheDocument();
    await waitFor(() =>
      expect(server.requestsTo('POST', '/v3/mci/studentLastSeen/').at(-1)?.json).toMatchObject({
        document_id: 10012,
      }),
    );
    // the chapter read first was recorded only after the saved place was known
    expect(server.requestsTo('POST', '/v3/mci/studentLastSeen/')[0]?.json).toMatchObject({
      document_id: 10011,
    });

    window.history.back();
    await screen.findByRole('heading', { level: 1, name: 'Meus cursos' });
    await user.click(screen.getByRole('link', { name: COURSE.title }));
    expect(await screen.findByRole('region', { name: 'Organização do Estado' })).toBeInTheDocument();
    expect(server.requestsTo('GET', '/v3/mci/my-courses/1001/last-seen')).toHaveLength(1);
  });
});

describe('ldi data layer: errors', () => {
  it("shows the kit's error when the student's courses fail, and 'Tentar novamente' loads them", async () => {
    const errors = captureConsoleErrors();
    let failing = true;
    const user = userEvent.setup();
    await renderArea('/todos-os-cursos', {
      'GET /v3/courses/my-courses': () => (failing ? serverError() : { json: { data: MY_COURSES } }),
    });
    expect(await screen.findByText('Não foi possível carregar seus cursos.')).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('[mfe-ldi] getMyCourses falhou', expect.anything());

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('link', { name: COURSE.title })).toBeInTheDocument();
    expect(screen.queryByText('Não foi possível carregar seus cursos.')).not.toBeInTheDocument();
  });
});
