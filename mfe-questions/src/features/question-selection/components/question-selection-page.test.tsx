import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordedRequest } from 'shared-contracts/testing';
import {
  captureConsoleErrors,
  closeTestServers,
  renderArea,
  serverError,
} from '../../../testing/render-area';
import { SUBJECTS_OF_1, TOPICS, searchPage, topicsPage } from '../../../testing/fixtures';

afterEach(closeTestServers);

const TEACHERS = [
  { id: 9011, name: 'Carla Menezes' },
  { id: 9012, name: 'Rafael Barbosa' },
];
const BANCAS = [
  { id: 'Cebraspe', name: 'Cebraspe', entity: 'banca', questions_count: 20 },
  { id: 'FGV', name: 'FGV', entity: 'banca', questions_count: 12 },
];

/** The filter lists every test page needs besides its own routes. */
const FILTER_ROUTES = {
  'GET /bff/questions/filters/teacher': topicsPage(TEACHERS as never),
  'GET /bff/questions/filters/classifications/1': { data: BANCAS },
  'GET /bff/search/v2/filters/1/classifications': { data: BANCAS },
};

const NO_INCLUDENTE = 'Requisição inválida: não existe filtro includente em filters';

function countReply(request: RecordedRequest) {
  const body = request.json as { filters: unknown[] };
  const flat = JSON.stringify(body.filters);
  const total =
    flat.includes('"assunto"') && flat.includes('"disciplina"') ? 11 : flat.includes('"assunto"') ? 2 : 8;
  return { json: searchPage([], total, 1, 1) };
}

/** What the included/excluded IDs list shows, item by item (without its remove buttons' ×). */
const listedIds = () =>
  within(screen.getByRole('list', { name: 'Questões incluídas e excluídas' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(' ×', ''));

describe('question selection (/questoes/buscar)', () => {
  it('lists the disciplines of the server with their question counts', async () => {
    const { server } = await renderArea('/questoes/buscar', {
      ...FILTER_ROUTES,
      'GET /bff/questions/topics': topicsPage(TOPICS),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Seleção de questões' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Língua Portuguesa' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Direito Constitucional' })).toHaveAccessibleDescription(
      '7 questões',
    );
    const [request] = server.requestsTo('GET', '/bff/questions/topics');
    expect(request?.query.get('page')).toBe('1');
    expect(request?.query.get('perPage')).toBe('50');
    expect(request?.query.get('has_questions')).toBe('true');
  });

  it('searches topics with the labelled search input (q)', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/questoes/buscar', {
      ...FILTER_ROUTES,
      'GET /bff/questions/topics': (request: RecordedRequest) =>
        request.query.get('q') === 'crase'
          ? { json: topicsPage([SUBJECTS_OF_1[1]!]) }
          : { json: topicsPage(TOPICS) },
    });
    await screen.findByRole('checkbox', { name: 'Língua Portuguesa' });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar disciplina ou assunto' }), 'crase');
    expect(await screen.findByRole('checkbox', { name: 'Crase' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Língua Portuguesa' })).not.toBeInTheDocument();
    expect(server.requestsTo('GET', '/bff/questions/topics').at(-1)?.query.get('q')).toBe('crase');
  });

  it('names each search form after what it searches, apart from each other and the host’s search', async () => {
    await renderArea('/questoes/buscar', {
      ...FILTER_ROUTES,
      'GET /bff/questions/topics': topicsPage(TOPICS),
    });
    await screen.findByRole('checkbox', { name: 'Língua Portuguesa' });

    // two search landmarks on the page (and the host's 'Busca global' above it): each with a name of its own
    expect(screen.getAllByRole('search')).toHaveLength(2);
    const topics = screen.getByRole('search', { name: 'Buscar disciplina ou assunto' });
    expect(
      within(topics).getByRole('searchbox', { name: 'Buscar disciplina ou assunto' }),
    ).toBeInTheDocument();
    const statement = within(screen.getByRole('region', { name: 'Sua seleção' })).getByRole('search', {
      name: 'Buscar no enunciado',
    });
    expect(within(statement).getByRole('searchbox', { name: 'Buscar no enunciado' })).toBeInTheDocument();
  });

  it('selecting a discipline counts its questions (page=1&perPage=1, includente filter) and links to the listing', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/questoes/buscar', {
      ...FILTER_ROUTES,
      'GET /bff/questions/topics': topicsPage(TOPICS),
      'GET /bff/questions/topics/1/children': topicsPage(SUBJECTS_OF_1),
      'POST /bff/questions/search': countReply,
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Língua Portuguesa' }));
    expect(await screen.findByText('8 questões encontradas')).toBeInTheDocument();
    const [count] = server.requestsTo('POST', '/bff/questions/search');
    expect(count?.query.get('page')).toBe('1');
    expect(count?.query.get('perPage')).toBe('1');
    expect(count?.json).toEqual({
      filters: [
        { entity: 'disciplina', entity_ids: [1], add: true, filtro_includente: true, origin: 'QUESTOES' },
      ],
      input_term: '',
    });
    expect(screen.getByRole('link', { name: 'Ver 8 questões' })).toHaveAttribute(
      'href',
      '/questoes/listagem?disciplina=1',
    );

    // a subject of another row joins as a second includente row of a matrix
    await user.click(screen.getByRole('button', { name: 'Ver assuntos de Língua Portuguesa' }));
    const subjects = await screen.findByRole('list', { name: 'Assuntos de Língua Portuguesa' });
    await user.click(within(subjects).getByRole('checkbox', { name: 'Crase' }));
    expect(await screen.findByText('11 questões encontradas')).toBeInTheDocument();
    expect(server.requestsTo('POST', '/bff/questions/search').at(-1)?.json).toEqual({
      filters: [
        [{ entity: 'disciplina', entity_ids: [1], add: true, filtro_includente: true, origin: 'QUESTOES' }],
        [{ entity: 'assunto', entity_ids: [102], add: true, filtro_includente: true, origin: 'QUESTOES' }],
      ],
      input_term: '',
    });
    expect(screen.getByRole('link', { name: 'Ver 11 questões' })).toHaveAttribute(
      'href',
      '/questoes/listagem?disciplina=1&assunto=102',
    );

    await user.click(screen.getByRole('button', { name: 'Remover Língua Portuguesa da seleção' }));
    expect(await screen.findByText('2 questões encontradas')).toBeInTheDocument();
  });

  it('shows the server’s includente message when the count is refused, and retries', async () => {
    const user = userEvent.setup();
    const errors = captureConsoleErrors();
    let refuse = true;
    await renderArea('/questoes/buscar', {
      ...FILTER_ROUTES,
      'GET /bff/questions/topics': topicsPage(TOPICS),
      'POST /bff/questions/search': () =>
        refuse ? serverError(400, NO_INCLUDENTE, 'INVALID_FILTERS') : { json: searchPage([], 5, 1, 1) },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Informática' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NO_INCLUDENTE);
    expect(errors).toHaveBeenCalledWith('[mfe-questions] countQuestions falhou', expect.anything());
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('5 questões encontradas')).toBeInTheDocument();
  });

  it('shows an empty state when no topic matches', async () => {
    await renderArea('/questoes/buscar', { ...FILTER_ROUTES, 'GET /bff/questions/topics': topicsPage([]) });
    expect(
      await screen.findByRole('heading', { name: 'Nenhuma disciplina com questões' }),
    ).toBeInTheDocument();
  });

  it('shows an error with a retry button when the topics fail, and recovers', async () => {
    const user = userEvent.setup();
    const errors = captureConsoleErrors();
    let fail = true;
    const { server } = await renderArea('/questoes/buscar', {
      ...FILTER_ROUTES,
      'GET /bff/questions/topics': () => (fail ? serverError(500) : { json: topicsPage(TOPICS) }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar as disciplinas.');
    expect(errors).toHaveBeenCalledWith('[mfe-questions] getTopics falhou', expect.anything());
    // the rest of the page still works
    expect(screen.getByRole('heading', { name: 'Sua seleção' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('checkbox', { name: 'Informática' })).toBeInTheDocument();
    await waitFor(() =>
      expect(server.requestsTo('GET', '/bff/questions/topics').length).toBeGreaterThanOrEqual(2),
    );
  });
});

describe('question selection filters', () => {
  const routes = {
    ...FILTER_ROUTES,
    'GET /bff/questions/topics': topicsPage(TOPICS),
    'POST /bff/questions/search': { json: searchPage([], 4, 1, 1) },
  };
  const fgv = {
    entity: 'banca',
    entity_ids: ['FGV'],
    add: true,
    filtro_includente: true,
    origin: 'QUESTOES',
  };

  it('teachers and classifications narrow the topics; the count and the search bar follow', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/questoes/buscar', routes);
    await user.click(await screen.findByRole('checkbox', { name: 'Informática' }));
    await user.click(await screen.findByRole('checkbox', { name: 'FGV' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Carla Menezes' }));
    await waitFor(() =>
      expect(server.requestsTo('POST', '/bff/questions/search').at(-1)?.json).toEqual({
        filters: [
          { entity: 'disciplina', entity_ids: [5], add: true, filtro_includente: true, origin: 'QUESTOES' },
          fgv,
          { entity: 'professor', entity_ids: [9011], add: true, filtro_includente: true, origin: 'QUESTOES' },
        ],
        input_term: '',
      }),
    );
    expect(await screen.findByText('4 questões encontradas')).toBeInTheDocument();
    // a selection that is not only topics goes to the listing through the area's store
    expect(screen.getByRole('link', { name: 'Ver 4 questões' })).toHaveAttribute(
      'href',
      '/questoes/listagem?selecao=1',
    );
    expect(
      server.requestsTo('GET', '/bff/questions/filters/classifications/1')[0]?.query.get('per_page'),
    ).toBe('100');
    // once a discipline is picked, the bancas are counted within it (search v2 filters)
    const faceted = server.requestsTo('GET', '/bff/search/v2/filters/1/classifications');
    expect(faceted[0]?.query.getAll('filter')).toEqual(['disciplina:5']);
    expect(faceted.at(-1)?.query.getAll('filter')).toEqual(['disciplina:5', 'professor:9011']);
  });

  it('the search term goes as input_term', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/questoes/buscar', routes);
    await user.click(await screen.findByRole('checkbox', { name: 'Informática' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar no enunciado' }), 'firewall');
    await waitFor(() =>
      expect(server.requestsTo('POST', '/bff/questions/search').at(-1)?.json).toMatchObject({
        input_term: 'firewall',
      }),
    );
  });

  it('includes and excludes question ids, ignoring one already listed', async () => {
    const user = userEvent.setup();
    await renderArea('/questoes/buscar', routes);
    const ids = await screen.findByRole('textbox', { name: 'IDs de questões' });
    await user.click(screen.getByRole('button', { name: 'Incluir' }));
    expect(ids).toHaveAccessibleDescription(expect.stringContaining('Digite ao menos um ID de questão'));
    await user.type(ids, '50001; 50002');
    await user.click(screen.getByRole('button', { name: 'Incluir' }));
    await user.type(ids, '50002;50003');
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(screen.getByText('Já estavam na lista e foram ignorados: 50002.')).toBeInTheDocument();
    expect(listedIds()).toEqual([
      'Incluída: questão 50001',
      'Incluída: questão 50002',
      'Excluída: questão 50003',
    ]);
    expect(await screen.findByText('4 questões encontradas', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('excluding only breaks the includente rule: the spec message, the group marked, no request', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/questoes/buscar', routes);
    await user.type(await screen.findByRole('textbox', { name: 'IDs de questões' }), '50009');
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NO_INCLUDENTE);
    expect(screen.getByRole('listitem', { name: 'Grupo 1 (sem filtro includente)' })).toBeInTheDocument();
    // another exclusion keeps the group marked
    await user.type(screen.getByRole('textbox', { name: 'IDs de questões' }), '50010');
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(
      await screen.findByRole('listitem', { name: 'Grupo 1 (sem filtro includente)' }),
    ).toBeInTheDocument();
    expect(server.requestsTo('POST', '/bff/questions/search')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Criar caderno' })).not.toBeInTheDocument();
    // picking a discipline makes the selection valid again: no group marked
    await user.click(screen.getByRole('checkbox', { name: 'Informática' }));
    expect(await screen.findByRole('listitem', { name: 'Grupo 1' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Criar caderno' })).toBeInTheDocument();
  });

  it('creates a notebook or an exam from the filters through the host drawer', async () => {
    const user = userEvent.setup();
    const { platform } = await renderArea('/questoes/buscar', routes);
    await user.click(await screen.findByRole('checkbox', { name: 'FGV' }));
    await user.click(await screen.findByRole('button', { name: 'Criar caderno' }));
    await user.click(screen.getByRole('button', { name: 'Criar simulado' }));
    expect(platform.calls.drawers).toEqual([
      { kind: 'create-notebook', path: 'base', filters: [fgv], data: { counts: { total: 4 } } },
      { kind: 'create-exam', path: 'base', filters: [fgv], data: { counts: { total: 4 } } },
    ]);
  });

  it('says Lista instead of Caderno on medicina', async () => {
    const user = userEvent.setup();
    await renderArea('/questoes/buscar', routes, { vertical: 'medicina' });
    await user.click(await screen.findByRole('checkbox', { name: 'FGV' }));
    expect(await screen.findByRole('button', { name: 'Criar lista' })).toBeInTheDocument();
  });

  it('keeps the selection in the local cache: a new visit starts with it', async () => {
    const user = userEvent.setup();
    const first = await renderArea('/questoes/buscar', routes);
    await user.click(await screen.findByRole('checkbox', { name: 'Informática' }));
    expect(await screen.findByText('4 questões encontradas')).toBeInTheDocument();
    first.unmount();
    await renderArea('/questoes/buscar', routes);
    expect(await screen.findByRole('checkbox', { name: 'Informática' })).toBeChecked();
    expect(await screen.findByText('4 questões encontradas')).toBeInTheDocument();
  });
});

describe("the 'Questões por ID' field keeps what the student typed", () => {
  const routes = {
    ...FILTER_ROUTES,
    'GET /bff/questions/topics': topicsPage(TOPICS),
    'POST /bff/questions/search': { json: searchPage([], 4, 1, 1) },
  };
  const idsField = () => screen.findByRole('textbox', { name: 'IDs de questões' });

  it('across a reload, until it is applied; the lists stay after a reload too', async () => {
    const user = userEvent.setup();
    const first = await renderArea('/questoes/buscar', routes);
    await user.type(await idsField(), '50001; 50002');
    first.unmount();

    const second = await renderArea('/questoes/buscar', routes);
    expect(await idsField()).toHaveValue('50001; 50002');
    await user.click(screen.getByRole('button', { name: 'Incluir' }));
    expect(await idsField()).toHaveValue('');
    await user.type(await idsField(), '50003');
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(await idsField()).toHaveValue('');
    second.unmount();

    await renderArea('/questoes/buscar', routes);
    expect(await idsField()).toHaveValue('');
    expect(listedIds()).toEqual([
      'Incluída: questão 50001',
      'Incluída: questão 50002',
      'Excluída: questão 50003',
    ]);
  });

  it('across a sign-in round trip, and never shown to a visitor', async () => {
    const user = userEvent.setup();
    const { platform } = await renderArea('/questoes/buscar', routes);
    const student = platform.session.getUser();
    await user.type(await idsField(), '50001');
    // the session ends (a 401) and the student signs in again
    act(() => platform.setUser(null));
    expect(await idsField()).toHaveValue('');
    act(() => platform.setUser(student));
    expect(await idsField()).toHaveValue('50001');
  });

  it('when it is refused: the message shows and the text stays, after a reload too', async () => {
    const user = userEvent.setup();
    const first = await renderArea('/questoes/buscar', routes);
    await user.type(await idsField(), 'questão quinze');
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(await idsField()).toHaveAccessibleDescription(
      expect.stringContaining('Digite ao menos um ID de questão'),
    );
    expect(await idsField()).toHaveValue('questão quinze');
    expect(screen.queryByRole('list', { name: 'Questões incluídas e excluídas' })).not.toBeInTheDocument();
    first.unmount();

    await renderArea('/questoes/buscar', routes);
    expect(await idsField()).toHaveValue('questão quinze');
  });
});

describe('the lookups of the filter panel live in the address (a reload shows them again)', () => {
  const ORGAOS = [
    { id: 'PF', name: 'Polícia Federal', entity: 'orgao', questions_count: 9 },
    { id: 'PRF', name: 'Polícia Rodoviária Federal', entity: 'orgao', questions_count: 4 },
  ];
  /** The topics in two pages: the disciplines on the first, the subjects of Língua Portuguesa on the second. */
  function twoPagesOfTopics(request: RecordedRequest) {
    const page = Number(request.query.get('page'));
    const data = page === 1 ? TOPICS : page === 2 ? SUBJECTS_OF_1 : [];
    return { json: { data, pagination: { page, per_page: 50, total: 52, last_page: 2 } } };
  }
  const routes = {
    ...FILTER_ROUTES,
    'GET /bff/questions/topics': twoPagesOfTopics,
    'GET /bff/questions/filters/classifications/2': { data: ORGAOS },
    'POST /bff/questions/search': { json: searchPage([], 4, 1, 1) },
  };
  type Server = { requestsTo: (method: string, path: string) => RecordedRequest[] };
  const topicSearch = () => screen.getByRole('searchbox', { name: 'Buscar disciplina ou assunto' });
  const topicPages = () => screen.findByRole('navigation', { name: 'Páginas de disciplinas' });
  const topicRequests = (server: Server) =>
    server
      .requestsTo('GET', '/bff/questions/topics')
      .map((request) => ({ q: request.query.get('q'), page: request.query.get('page') }));
  const classificationType = () => screen.getByRole('combobox', { name: 'Tipo de classificação' });
  const addressParams = () => Object.fromEntries(new URLSearchParams(window.location.search));
  /** A reload: the area mounted again on the address it had. */
  async function reload(first: { unmount: () => void }) {
    const address = `${window.location.pathname}${window.location.search}`;
    first.unmount();
    return renderArea(address, routes);
  }

  it('the topic search and the topics’ page survive a reload', async () => {
    const user = userEvent.setup();
    const first = await renderArea('/questoes/buscar', routes);
    await screen.findByRole('checkbox', { name: 'Língua Portuguesa' });
    await user.type(topicSearch(), 'portuguesa');
    await waitFor(() => expect(addressParams()).toEqual({ busca: 'portuguesa' }));
    // the pages are links that keep the search (the search's own list, once its answer is in)
    const next = () =>
      within(screen.getByRole('navigation', { name: 'Páginas de disciplinas' })).getByRole('link', {
        name: 'Próxima página',
      });
    await waitFor(() => expect(next()).toHaveAttribute('href', '/questoes/buscar?busca=portuguesa&pagina=2'));
    await user.click(next());
    expect(await screen.findByRole('checkbox', { name: 'Crase' })).toBeInTheDocument();
    expect(addressParams()).toEqual({ busca: 'portuguesa', pagina: '2' });

    const { server } = await reload(first);
    expect(topicSearch()).toHaveValue('portuguesa');
    expect(await screen.findByRole('checkbox', { name: 'Crase' })).toBeInTheDocument();
    expect(within(await topicPages()).getByText('Página 2 de 2')).toBeInTheDocument();
    expect(topicRequests(server)).toEqual([{ q: 'portuguesa', page: '2' }]);
  });

  it('another topic search starts at the topics’ first page', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/questoes/buscar?busca=portuguesa&pagina=2', routes);
    expect(await screen.findByRole('checkbox', { name: 'Crase' })).toBeInTheDocument();
    await user.clear(topicSearch());
    await user.type(topicSearch(), 'direito');
    await waitFor(() => expect(addressParams()).toEqual({ busca: 'direito' }));
    expect(await screen.findByRole('checkbox', { name: 'Direito Constitucional' })).toBeInTheDocument();
    expect(topicRequests(server)).toEqual([
      { q: 'portuguesa', page: '2' },
      { q: 'direito', page: '1' },
    ]);
  });

  it('a topics’ page past the last one (?pagina=99 of 2) goes back to the first, replacing the address', async () => {
    const { server } = await renderArea('/questoes/buscar?busca=a&pagina=99', routes);
    const entries = window.history.length;
    expect(await screen.findByRole('checkbox', { name: 'Língua Portuguesa' })).toBeInTheDocument();
    expect(within(await topicPages()).getByText('Página 1 de 2')).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Nenhuma disciplina ou assunto encontrado para "a"' }),
    ).not.toBeInTheDocument();
    expect(addressParams()).toEqual({ busca: 'a' });
    expect(window.history.length).toBe(entries);
    expect(topicRequests(server)).toEqual([
      { q: 'a', page: '99' },
      { q: 'a', page: '1' },
    ]);
  });

  it('the teacher search survives a reload', async () => {
    const user = userEvent.setup();
    const first = await renderArea('/questoes/buscar', routes);
    await screen.findByRole('checkbox', { name: 'Carla Menezes' });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar professor' }), 'carla');
    await waitFor(() => expect(addressParams()).toEqual({ busca_professor: 'carla' }));

    const { server } = await reload(first);
    expect(screen.getByRole('searchbox', { name: 'Buscar professor' })).toHaveValue('carla');
    await screen.findByRole('checkbox', { name: 'Carla Menezes' });
    expect(
      server.requestsTo('GET', '/bff/questions/filters/teacher').map((r) => r.query.get('query')),
    ).toEqual(['carla']);
  });

  it('the classification type and its search survive a reload', async () => {
    const user = userEvent.setup();
    const first = await renderArea('/questoes/buscar', routes);
    await screen.findByRole('checkbox', { name: 'FGV' });
    await user.selectOptions(classificationType(), 'Órgão');
    await user.type(await screen.findByRole('searchbox', { name: 'Buscar órgão' }), 'federal');
    await waitFor(() =>
      expect(addressParams()).toEqual({ classificacao: 'orgao', busca_classificacao: 'federal' }),
    );

    const { server } = await reload(first);
    expect(classificationType()).toHaveDisplayValue('Órgão');
    expect(screen.getByRole('searchbox', { name: 'Buscar órgão' })).toHaveValue('federal');
    expect(await screen.findByRole('checkbox', { name: 'Polícia Federal' })).toBeInTheDocument();
    expect(server.requestsTo('GET', '/bff/questions/filters/classifications/1')).toHaveLength(0);
    expect(
      server.requestsTo('GET', '/bff/questions/filters/classifications/2').map((r) => r.query.get('q')),
    ).toEqual(['federal']);
  });

  it('Banca, the first type, is no parameter; an unknown type opens it', async () => {
    const user = userEvent.setup();
    await renderArea('/questoes/buscar?classificacao=orgao', routes);
    expect(classificationType()).toHaveDisplayValue('Órgão');
    await user.selectOptions(classificationType(), 'Banca');
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(await screen.findByRole('checkbox', { name: 'FGV' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar banca' })).toBeInTheDocument();
  });

  it('an unknown classification type in the address opens Banca', async () => {
    const { server } = await renderArea('/questoes/buscar?classificacao=estado', routes);
    expect(classificationType()).toHaveDisplayValue('Banca');
    expect(await screen.findByRole('checkbox', { name: 'FGV' })).toBeInTheDocument();
    expect(server.requestsTo('GET', '/bff/questions/filters/classifications/2')).toHaveLength(0);
  });

  it('across a sign-in round trip, the lookups stay and the address keeps them', async () => {
    const user = userEvent.setup();
    const { platform } = await renderArea('/questoes/buscar', routes);
    const student = platform.session.getUser();
    await screen.findByRole('checkbox', { name: 'Língua Portuguesa' });
    await user.type(topicSearch(), 'crase');
    // one field's text in the address before the next is typed, as a student's pace has it (two fields written
    // within one router transition are the kit's useUrlParams' open case: each instance merges into its own view)
    await waitFor(() => expect(addressParams()).toEqual({ busca: 'crase' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar professor' }), 'carla');
    await waitFor(() => expect(addressParams()).toEqual({ busca: 'crase', busca_professor: 'carla' }));
    // the session ends (a 401) and the student signs in again
    act(() => platform.setUser(null));
    act(() => platform.setUser(student));
    expect(topicSearch()).toHaveValue('crase');
    expect(screen.getByRole('searchbox', { name: 'Buscar professor' })).toHaveValue('carla');
    expect(addressParams()).toEqual({ busca: 'crase', busca_professor: 'carla' });
  });
});
