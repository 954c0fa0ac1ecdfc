import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordedRequest } from 'shared-contracts/testing';
import {
  captureConsoleErrors,
  closeTestServers,
  renderArea,
  serverError,
} from '../../../testing/render-area';
import { goalsPage, PF_AGENTE, USER_GOALS } from '../../../testing/fixtures';

afterEach(closeTestServers);

const COUNTS = { cursos: 3, ldi: 2, discursivas: 0, salavip: 2, trails: 2, monitorings: 1, cast: 2 };

const ROUTES = {
  'GET /bff/goals': (request: RecordedRequest) => ({
    json: goalsPage(request.query.get('id') === '101' ? [PF_AGENTE] : []),
  }),
  'GET /bff/goals/userGoals': { data: USER_GOALS },
  'GET /bff/goals/101/contents': { data: { goal_id: 101, counts: COUNTS } },
  'GET /bff/goals/101/contents/cursos': goalsPage([
    {
      id: 10100,
      title: 'Direito Constitucional para Concursos',
      description: 'Teoria e questões.',
      type: 'cursos',
      url: '/todos-os-cursos/direito-constitucional-para-concursos',
    },
  ] as never[]),
  'GET /bff/goals/101/contents/trails': goalsPage([
    {
      id: 10105,
      title: 'Trilha Estratégica Polícia Federal - Agente',
      description: 'Ciclo de 16 semanas.',
      type: 'trails',
      url: '/trilhas-estrategicas/trilha-policia-federal-agente',
    },
  ] as never[]),
  'GET /bff/goals/101/contents/discursivas': goalsPage([]),
  'GET /bff/goals/101/contents/filters': {
    data: [
      { id: 1011, name: 'Direito Constitucional' },
      { id: 1012, name: 'Língua Portuguesa' },
    ],
  },
  'GET /bff/goals/101/catalog-products': {
    data: [
      {
        id: 1011,
        title: 'Direito Constitucional Completo',
        price: 29790,
        url: '/curso/direito-constitucional',
      },
    ],
  },
  'GET /objetivos/goals/101/has-incidence-access': { data: { has_access: false } },
  'GET /v3/goals/101/questions/resources': {
    data: {
      total_questions: 280,
      disciplines: [
        { id: 1, name: 'Direito Constitucional', questions_count: 160 },
        { id: 2, name: 'Língua Portuguesa', questions_count: 120 },
      ],
    },
  },
  'GET /v3/goals/student-exam/101': {
    data: [
      { id: 1011, title: 'Simulado 1 - Polícia Federal - Agente', questions_count: 60, duration: 10800 },
    ],
  },
};

const CAST_ITEM = (id: number, title: string) => ({
  id,
  title,
  description: 'Episódios curtos.',
  type: 'cast',
  url: '/cast',
});

/** The cast tab's contents, one a page: two in all, one of them in discipline 1011, none in another. */
function castContents(request: RecordedRequest) {
  const discipline = request.query.get('classification_id');
  const page = Number(request.query.get('page'));
  const all =
    discipline === null
      ? [
          CAST_ITEM(1, 'Resumo em áudio: Direito Constitucional'),
          CAST_ITEM(2, 'Resumo em áudio: Língua Portuguesa'),
        ]
      : discipline === '1011'
        ? [CAST_ITEM(1, 'Resumo em áudio: Direito Constitucional')]
        : [];
  return {
    json: {
      data: all.slice(page - 1, page),
      pagination: { page, per_page: 1, total: all.length, last_page: all.length },
    },
  };
}

describe('goal detail page', () => {
  it('shows the goal with its content tabs and the courses tab first', async () => {
    const { server } = await renderArea('/objetivos/101', ROUTES);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Polícia Federal - Agente' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Polícia')).toBeInTheDocument();
    expect(Object.fromEntries(server.requestsTo('GET', '/bff/goals')[0]!.query)).toEqual({
      id: '101',
      with_details: 'true',
      with_classifications_root: 'true',
    });
    const tablist = screen.getByRole('tablist', { name: 'Conteúdos de Polícia Federal - Agente' });
    expect(await within(tablist).findByRole('tab', { name: 'Cursos (3)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Cursos (3)',
      'Livros digitais (2)',
      'Simulados discursivos (0)',
      'Sala VIP (2)',
      'Trilhas (2)',
      'Monitorias (1)',
      'Cast (2)',
    ]);
    const panel = screen.getByRole('tabpanel', { name: 'Cursos (3)' });
    expect(
      await within(panel).findByRole('link', { name: 'Direito Constitucional para Concursos' }),
    ).toHaveAttribute('href', '/todos-os-cursos/direito-constitucional-para-concursos');
    expect(
      await screen.findByRole('button', { name: 'Remover Polícia Federal - Agente dos meus objetivos' }),
    ).toBeInTheDocument();
  });

  it('loads another tab when it is chosen, and says when a tab is empty', async () => {
    const { server } = await renderArea('/objetivos/101', ROUTES);
    await userEvent.click(await screen.findByRole('tab', { name: /^Trilhas/ }));
    expect(
      await screen.findByRole('link', { name: 'Trilha Estratégica Polícia Federal - Agente' }),
    ).toBeInTheDocument();
    expect(server.requestsTo('GET', '/bff/goals/101/contents/trails')).toHaveLength(1);

    await userEvent.click(screen.getByRole('tab', { name: /^Simulados discursivos/ }));
    expect(
      await screen.findByText('Este objetivo ainda não tem conteúdos em Simulados discursivos.'),
    ).toBeInTheDocument();
  });

  it('names the tabs with the vertical wording (oab)', async () => {
    await renderArea('/objetivos/101', ROUTES, { vertical: 'oab' });
    expect(await screen.findByRole('tab', { name: 'Simulados de 2ª Fase (0)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Cursos Especiais (1)' })).toBeInTheDocument();
  });

  it('says when the goal does not exist', async () => {
    captureConsoleErrors(); // the counts of an unknown goal answer 404, logged by the service
    await renderArea('/objetivos/999', ROUTES);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Objetivo não encontrado' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para Objetivos' })).toHaveAttribute('href', '/objetivos');
  });

  it('shows an error with retry, and tabs without counts when the summary fails', async () => {
    captureConsoleErrors();
    let failing = true;
    await renderArea('/objetivos/101', {
      ...ROUTES,
      'GET /bff/goals': (request: RecordedRequest) =>
        failing ? serverError() : { json: goalsPage(request.query.get('id') === '101' ? [PF_AGENTE] : []) },
      'GET /bff/goals/101/contents': serverError(),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar este objetivo.');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('tab', { name: 'Cursos' })).toBeInTheDocument();
  });

  it('filters the cast tab by a discipline of contents/filters, one content a page (spec 2 §9)', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/objetivos/101/conteudo', {
      ...ROUTES,
      'GET /bff/goals/101/contents/cast': castContents,
    });
    await user.click(await screen.findByRole('tab', { name: /^Cast/ }));
    const panel = screen.getByRole('tabpanel', { name: /^Cast/ });
    expect(await within(panel).findByText('Resumo em áudio: Direito Constitucional')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Próximo' }));
    expect(await within(panel).findByText('Resumo em áudio: Língua Portuguesa')).toBeInTheDocument();
    const select = within(panel).getByRole('combobox', { name: 'Filtrar por disciplina' });
    await user.selectOptions(select, 'Direito Constitucional');
    expect(await within(panel).findByText('Resumo em áudio: Direito Constitucional')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Próximo' })).not.toBeInTheDocument();
    const requests = server
      .requestsTo('GET', '/bff/goals/101/contents/cast')
      .map((r) => Object.fromEntries(r.query));
    expect(requests).toEqual([
      { page: '1', perPage: '1' },
      { page: '2', perPage: '1' },
      { page: '1', perPage: '1', classification_id: '1011' },
    ]);
  });

  it('lists only the review discursives when asked (is_review)', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/objetivos/101', ROUTES);
    await user.click(await screen.findByRole('tab', { name: /^Simulados discursivos/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Somente revisões' }));
    await waitFor(() =>
      expect(
        server.requestsTo('GET', '/bff/goals/101/contents/discursivas').at(-1)?.query.get('is_review'),
      ).toBe('true'),
    );
    expect(screen.getByText('Nenhum conteúdo em Simulados discursivos com este filtro.')).toBeInTheDocument();
  });

  it('opens at the tab and discipline of the address (a reload or a shared link)', async () => {
    const { server } = await renderArea('/objetivos/101/conteudo?aba=cast&disciplina=1011', {
      ...ROUTES,
      'GET /bff/goals/101/contents/cast': castContents,
    });
    expect(await screen.findByRole('tab', { name: /^Cast/ })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: /^Cast/ });
    expect(await within(panel).findByText('Resumo em áudio: Direito Constitucional')).toBeInTheDocument();
    expect(
      await within(panel).findByRole('option', { name: 'Direito Constitucional', selected: true }),
    ).toBeInTheDocument();
    expect(server.requestsTo('GET', '/bff/goals/101/contents/cursos')).toHaveLength(0);
    expect(
      server.requestsTo('GET', '/bff/goals/101/contents/cast').map((r) => Object.fromEntries(r.query)),
    ).toEqual([{ page: '1', perPage: '1', classification_id: '1011' }]);
  });

  it('applies only a discipline of contents/filters, and takes another out of the address', async () => {
    const { server } = await renderArea('/objetivos/101/conteudo?aba=cast&disciplina=9999', {
      ...ROUTES,
      'GET /bff/goals/101/contents/cast': castContents,
    });
    const entries = window.history.length;
    const panel = await screen.findByRole('tabpanel', { name: /^Cast/ });
    expect(await within(panel).findByText('Resumo em áudio: Direito Constitucional')).toBeInTheDocument();
    expect(
      await within(panel).findByRole('option', { name: 'Todas as disciplinas', selected: true }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Próximo' })).toBeEnabled();
    // the discipline no option shows leaves the address, in the same history entry
    await waitFor(() => expect(window.location.search).toBe('?aba=cast'));
    expect(window.history.length).toBe(entries);
    // the list waited for the options: it was never asked for with the discipline they do not have
    expect(
      server.requestsTo('GET', '/bff/goals/101/contents/cast').map((r) => Object.fromEntries(r.query)),
    ).toEqual([{ page: '1', perPage: '1' }]);
  });

  it('lists the contents unfiltered when contents/filters fails, keeping the discipline of the address', async () => {
    captureConsoleErrors();
    const { server } = await renderArea('/objetivos/101/conteudo?aba=cast&disciplina=1011', {
      ...ROUTES,
      'GET /bff/goals/101/contents/filters': serverError(),
      'GET /bff/goals/101/contents/cast': castContents,
    });
    expect(
      await screen.findByText(
        'Os filtros de conteúdo não puderam ser carregados; os conteúdos aparecem sem filtro.',
      ),
    ).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel', { name: /^Cast/ });
    expect(await within(panel).findByText('Resumo em áudio: Direito Constitucional')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Próximo' })).toBeEnabled();
    expect(
      server.requestsTo('GET', '/bff/goals/101/contents/cast').map((r) => Object.fromEntries(r.query)),
    ).toEqual([{ page: '1', perPage: '1' }]);
    // a failed list proves nothing: a reload may offer the discipline again
    expect(window.location.search).toBe('?aba=cast&disciplina=1011');
  });

  it('opens at the page of the address, and at the review discursives when it asks', async () => {
    const first = await renderArea('/objetivos/101?aba=cast&pagina=2', {
      ...ROUTES,
      'GET /bff/goals/101/contents/cast': castContents,
    });
    const panel = await screen.findByRole('tabpanel', { name: /^Cast/ });
    expect(await within(panel).findByText('Resumo em áudio: Língua Portuguesa')).toBeInTheDocument();
    expect(within(panel).getByText('2 de 2')).toBeInTheDocument();
    expect(first.server.requestsTo('GET', '/bff/goals/101/contents/cast')[0]?.query.get('page')).toBe('2');
    first.unmount();

    const { server } = await renderArea('/objetivos/101?aba=discursivas&revisao=1', ROUTES);
    expect(await screen.findByRole('checkbox', { name: 'Somente revisões' })).toBeChecked();
    await waitFor(() =>
      expect(server.requestsTo('GET', '/bff/goals/101/contents/discursivas')[0]?.query.get('is_review')).toBe(
        'true',
      ),
    );
  });

  it('keeps the tab, the discipline, the review flag and the page in the address as they change', async () => {
    const user = userEvent.setup();
    await renderArea('/objetivos/101/conteudo', {
      ...ROUTES,
      'GET /bff/goals/101/contents/cast': castContents,
    });
    await user.click(await screen.findByRole('tab', { name: /^Cast/ }));
    await waitFor(() => expect(window.location.search).toBe('?aba=cast'));
    const panel = screen.getByRole('tabpanel', { name: /^Cast/ });
    await user.click(await within(panel).findByRole('button', { name: 'Próximo' }));
    await waitFor(() => expect(window.location.search).toBe('?aba=cast&pagina=2'));
    await within(panel).findByRole('option', { name: 'Direito Constitucional' });
    await user.selectOptions(
      within(panel).getByRole('combobox', { name: 'Filtrar por disciplina' }),
      'Direito Constitucional',
    );
    // a narrower list starts at its first page
    await waitFor(() => expect(window.location.search).toBe('?aba=cast&disciplina=1011'));
    expect(window.location.pathname).toBe('/objetivos/101/conteudo');

    // another tab starts unfiltered, as before
    await user.click(screen.getByRole('tab', { name: /^Simulados discursivos/ }));
    await waitFor(() => expect(window.location.search).toBe('?aba=discursivas'));
    await user.click(screen.getByRole('checkbox', { name: 'Somente revisões' }));
    await waitFor(() => expect(window.location.search).toBe('?aba=discursivas&revisao=1'));
    await user.click(screen.getByRole('tab', { name: /^Cursos/ }));
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('shows the goal’s questions, mock exams, incidence access and catalogue products', async () => {
    await renderArea('/objetivos/101', ROUTES);
    expect(await screen.findByText('280 questões no banco')).toBeInTheDocument();
    expect(screen.getByText('Direito Constitucional: 160 questões')).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Simulado 1 - Polícia Federal - Agente' }),
    ).toHaveAttribute('href', '/cadernos-e-simulados/simulados/1011');
    expect(screen.getByText(/60 questões · 3h/)).toBeInTheDocument();
    expect(
      await screen.findByText(/A incidência de assuntos deste objetivo faz parte do acesso completo\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Garanta acesso completo' })).toHaveAttribute(
      'href',
      '/garanta-acesso-completo?horizontal=objetivos',
    );
    expect(await screen.findByRole('link', { name: 'Direito Constitucional Completo' })).toHaveAttribute(
      'href',
      '/curso/direito-constitucional',
    );
    expect(screen.getByText(/R\$\s297,90/)).toBeInTheDocument();
  });

  it('says when the incidence is open to the student', async () => {
    await renderArea('/objetivos/101', {
      ...ROUTES,
      'GET /objetivos/goals/101/has-incidence-access': { data: { has_access: true } },
    });
    expect(
      await screen.findByText('Você tem acesso à incidência de assuntos deste objetivo.'),
    ).toBeInTheDocument();
  });

  it('a failing resource degrades only its section', async () => {
    captureConsoleErrors();
    await renderArea('/objetivos/101', { ...ROUTES, 'GET /v3/goals/student-exam/101': serverError() });
    expect(
      await screen.findByText('Não foi possível carregar os simulados do objetivo.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('280 questões no banco')).toBeInTheDocument();
  });
});
