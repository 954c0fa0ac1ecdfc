import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FolderListingItem } from 'shared-contracts';
import type { RecordedRequest } from 'shared-contracts/testing';
import { createAreaQueryClient } from 'shared-design-system/area';
import {
  NOTEBOOK_77 as NOTEBOOK,
  NOTEBOOK_77_ROUTES,
  NOTEBOOK_77_ROW,
  listing,
  question,
  searchPage,
} from '../testing/fixtures';
import { captureConsoleErrors, closeTestServers, renderArea, serverError } from '../testing/render-area';

afterEach(closeTestServers);

const LISTING = 'GET /bff/questions/folders/base';
const NOTEBOOK_LINK = `Caderno: ${NOTEBOOK.name}`;
const listingRequests = (server: { requestsTo: (method: string, path: string) => RecordedRequest[] }) =>
  server.requestsTo('GET', '/bff/questions/folders/base');

/**
 * The listing, the notebook 77 page and its first question, where answering it right moves the notebook's
 * counters (2 → 3 hits) as the server would.
 */
function solvingRoutes() {
  let hits = NOTEBOOK.correct_answers;
  return {
    [LISTING]: () => ({ json: listing([{ ...NOTEBOOK_77_ROW, correct_answers: hits }]) }),
    ...NOTEBOOK_77_ROUTES,
    'GET /bff/questions/notebooks/77': () => ({ json: { data: { ...NOTEBOOK, correct_answers: hits } } }),
    'GET /bff/questions/50001': { data: question(50001) },
    'GET /bff/questions/50001/comments': { data: [] },
    'PUT /bff/questions/50001/answer': () => {
      hits += 1;
      return {
        json: {
          data: {
            question_id: 50001,
            alternative_id: 500011,
            correct: true,
            correct_alternative_id: 500011,
            explanation: 'Explicação.',
            answered_at: '2025-05-01T12:00:00.000Z',
          },
        },
      };
    },
  };
}

async function answerFirstQuestion(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('link', { name: 'Resolver questões' }));
  await user.click(await screen.findByRole('radio', { name: 'A) Refiro-me à professora.' }));
  await user.click(screen.getByRole('button', { name: 'Responder' }));
  expect(await screen.findByText('Você acertou!')).toBeInTheDocument();
}

describe('questions data layer: cache on return', () => {
  it('going back from a notebook to the listing shows it at once from cache, without a new request', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/cadernos-e-simulados', solvingRoutes());
    await user.click(await screen.findByRole('link', { name: NOTEBOOK_LINK }));
    expect(await screen.findByRole('heading', { level: 1, name: NOTEBOOK.name })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Cadernos e Simulados' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Cadernos e Simulados' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: NOTEBOOK_LINK })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Carregando cadernos e simulados' })).not.toBeInTheDocument();
    expect(listingRequests(server)).toHaveLength(1);
  });

  it('the notebook detail is loaded afresh on return (spec 1 §2): back from solving, the new counters', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/cadernos-e-simulados/cadernos/77', solvingRoutes());
    await screen.findByRole('heading', { level: 1, name: NOTEBOOK.name });
    expect(screen.getByText('Acertos').nextSibling).toHaveTextContent('2');
    // only the notebook's own page asks for its stats (the question pages keep a copy without them)
    const detailLoads = () => server.requestsTo('GET', '/bff/questions/notebooks/77/stats').length;
    // the stats call goes beside the notebook's: under load it may leave after the heading is shown
    await waitFor(() => expect(detailLoads()).toBe(1));

    await answerFirstQuestion(user);
    const nav = screen.getByRole('navigation', { name: 'Navegação entre questões' });
    await user.click(within(nav).getByRole('link', { name: NOTEBOOK.name }));
    // nothing of it was kept: it loads again, with the answer just given
    expect(screen.getByRole('status', { name: 'Carregando caderno' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: NOTEBOOK.name })).toBeInTheDocument();
    expect(screen.getByText('Acertos').nextSibling).toHaveTextContent('3');
    await waitFor(() => expect(detailLoads()).toBe(2));
  });

  it('never keeps the notebook detail in the cache once the page is gone', async () => {
    const queryClient = createAreaQueryClient();
    const first = await renderArea('/cadernos-e-simulados/cadernos/77', NOTEBOOK_77_ROUTES, { queryClient });
    await screen.findByRole('heading', { level: 1, name: NOTEBOOK.name });
    first.unmount();
    await waitFor(() =>
      expect(queryClient.getQueryCache().findAll({ queryKey: ['mfe-questions', 'notebook'] })).toEqual([]),
    );

    const { server } = await renderArea('/cadernos-e-simulados/cadernos/77', NOTEBOOK_77_ROUTES, {
      queryClient,
    });
    expect(screen.queryByRole('heading', { level: 1, name: NOTEBOOK.name })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: NOTEBOOK.name })).toBeInTheDocument();
    expect(server.requestsTo('GET', '/bff/questions/notebooks/77')).toHaveLength(1);
  });

  it('answering inside a notebook makes the listing out of date: back there, it is read again', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/cadernos-e-simulados', solvingRoutes());
    const row = await screen.findByRole('link', { name: NOTEBOOK_LINK });
    expect(screen.getByText('2 questões · 2 acertos · 1 erro')).toBeInTheDocument();
    await user.click(row);
    await answerFirstQuestion(user);

    const nav = screen.getByRole('navigation', { name: 'Navegação entre questões' });
    await user.click(within(nav).getByRole('link', { name: NOTEBOOK.name }));
    await user.click(await screen.findByRole('link', { name: 'Cadernos e Simulados' }));
    expect(await screen.findByText('2 questões · 3 acertos · 1 erro')).toBeInTheDocument();
    expect(listingRequests(server)).toHaveLength(2);
  });

  it('question search results are never kept (spec 1 §2): back from a question, they are asked again', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/questoes/listagem?disciplina=1', {
      'POST /bff/questions/search': searchPage([question(50001)]),
      'GET /bff/questions/50001': { data: question(50001) },
      'GET /bff/questions/50001/comments': { data: [] },
    });
    await user.click(await screen.findByRole('link', { name: 'Resolver questão 50001' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Questão 50001' })).toBeInTheDocument();

    act(() => window.history.back());
    expect(await screen.findByRole('status', { name: 'Carregando questões' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Lista de questões' })).toBeInTheDocument();
    expect(server.requestsTo('POST', '/bff/questions/search')).toHaveLength(2);
  });
});

describe('questions data layer: prefetch on intent', () => {
  it('fetches a question when the pointer rests on its link, and opens it without a loading state', async () => {
    const user = userEvent.setup();
    const Q = question(50003);
    const { server } = await renderArea('/questoes/listagem?disciplina=1', {
      'POST /bff/questions/search': searchPage([Q]),
      'GET /bff/questions/50003': { data: Q },
      'GET /bff/questions/50003/comments': { data: [] },
    });
    const link = await screen.findByRole('link', { name: 'Resolver questão 50003' });
    expect(server.requestsTo('GET', '/bff/questions/50003')).toHaveLength(0);
    await user.hover(link);
    await waitFor(() => expect(server.requestsTo('GET', '/bff/questions/50003')).toHaveLength(1));

    await user.click(link);
    expect(screen.getByText(Q.statement)).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Carregando questão' })).not.toBeInTheDocument();
    expect(server.requestsTo('GET', '/bff/questions/50003')).toHaveLength(1);
  });
});

describe('questions data layer: bus events', () => {
  it("refetches the listing when the host's drawer created a notebook (notebook-created)", async () => {
    const created: FolderListingItem = { ...NOTEBOOK_77_ROW, id: 78, name: 'Regência verbal' };
    let items = [NOTEBOOK_77_ROW];
    const { server, platform } = await renderArea('/cadernos-e-simulados', {
      [LISTING]: () => ({ json: listing(items) }),
    });
    await screen.findByRole('link', { name: NOTEBOOK_LINK });
    expect(listingRequests(server)).toHaveLength(1);

    items = [created, NOTEBOOK_77_ROW];
    act(() => {
      platform.bus.emit('notebook-created', { id: 78, name: created.name, path: 'base' });
    });
    expect(await screen.findByRole('link', { name: 'Caderno: Regência verbal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: NOTEBOOK_LINK })).toBeInTheDocument();
    expect(listingRequests(server)).toHaveLength(2);
  });

  it("reads an open exam and its last run again when the host's drawer edited it (exams-updated)", async () => {
    let name = 'Simulado TJ-SP';
    const exam = () => ({
      id: 300,
      name,
      total_questions: 2,
      total_questions_answered: 0,
      total_questions_correct: 0,
      duration: 3600,
      path: 'base',
      student_id: 1,
      created_at: '2025-04-02T13:30:00.000Z',
      updated_at: '2025-04-02T13:30:00.000Z',
    });
    const { server, platform } = await renderArea('/cadernos-e-simulados/simulados/300', {
      'GET /bff/questions/student-exams/300': () => ({ json: { data: exam() } }),
      'GET /bff/questions/student-exams/300/stats': {
        data: {
          status: 'not_started',
          total_questions: 2,
          answered: 0,
          correct: 0,
          wrong: 0,
          not_answered: 2,
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name });
    name = 'Simulado TJ-SP revisado';
    act(() => {
      platform.bus.emit('exams-updated', { id: 300, name, path: 'base' });
    });
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(server.requestsTo('GET', '/bff/questions/student-exams/300')).toHaveLength(2);
    expect(server.requestsTo('GET', '/bff/questions/student-exams/300/stats')).toHaveLength(2);
  });
});

describe('questions data layer: errors', () => {
  it('shows the kit error when the listing fails (logged), and "Tentar novamente" loads it', async () => {
    const user = userEvent.setup();
    const errors = captureConsoleErrors();
    let failing = true;
    const { server } = await renderArea('/cadernos-e-simulados', {
      [LISTING]: () => (failing ? serverError(500) : { json: listing([NOTEBOOK_77_ROW]) }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar seus cadernos e simulados.');
    // spec 2 §8: the service logs its failure with its name
    expect(errors).toHaveBeenCalledWith('[mfe-questions] getFolderListing falhou', expect.anything());
    const before = listingRequests(server).length;

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('link', { name: NOTEBOOK_LINK })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(listingRequests(server)).toHaveLength(before + 1);
  });

  it('says "too many requests" on a 429 of the search instead of a generic failure', async () => {
    captureConsoleErrors();
    await renderArea('/questoes/listagem?disciplina=1', {
      'POST /bff/questions/search': { status: 429, json: {} },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Muitas solicitações em pouco tempo. Aguarde alguns segundos e tente novamente.',
    );
  });
});
