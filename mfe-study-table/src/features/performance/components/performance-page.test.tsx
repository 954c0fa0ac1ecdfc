import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import {
  TIME_ZONE,
  type ExamClassification,
  PerformanceChartData,
  PerformanceTrend,
  QuestionsPerformance,
  SubjectIncidence,
} from 'shared-contracts';
import type { RecordedRequest } from 'shared-contracts/testing';
import { saoPauloDay } from 'shared-design-system/area';
import {
  captureConsoleErrors,
  closeTestServers,
  renderArea,
  serverError,
} from '../../../testing/render-area';
import { FAVORITE_GOALS, RECENT_ACTIVITIES } from '../../../testing/fixtures';
import type ChartCanvas from '../charts/chart-canvas';
import { CHART_UNAVAILABLE, HIDE_TABLE, SHOW_TABLE } from '../charts/performance-chart';
import { PERIOD_ORDER_ERROR } from '../performance-filters';

/** uPlot draws on a canvas jsdom has not: the canvas module is replaced, what it is given is kept. */
const drawn: ComponentProps<typeof ChartCanvas>['model'][] = [];
let canvasFails = false;
jest.mock('../charts/chart-canvas', () => ({
  __esModule: true,
  default: ({ model }: ComponentProps<typeof ChartCanvas>) => {
    if (canvasFails) throw new Error('canvas indisponível');
    drawn.push(model);
    return <div data-testid="chart-canvas" />;
  },
}));

// a page of eight calls on a machine shared by parallel suites
jest.setTimeout(20_000);

afterEach(async () => {
  drawn.length = 0;
  canvasFails = false;
  window.localStorage.clear();
  await closeTestServers();
});

const PERFORMANCE: QuestionsPerformance = {
  data_inicial: '2025-02-04',
  data_final: '2025-03-05',
  total: 1250,
  correct: 900,
  incorrect: 350,
  accuracy: 72,
  disciplines: [
    {
      discipline_id: 1,
      discipline_name: 'Direito Constitucional',
      total: 750,
      correct: 600,
      incorrect: 150,
      accuracy: 80,
    },
    {
      discipline_id: 3,
      discipline_name: 'Língua Portuguesa',
      total: 500,
      correct: 300,
      incorrect: 200,
      accuracy: 60,
    },
  ],
};

/** A chart answer that depends on the request: a goal filter halves the counts (as the dev BFF narrows). */
function chartAnswer(request: RecordedRequest): PerformanceChartData {
  const kind = request.path.split('/').at(-1);
  const factor = request.query.get('goal_ids') ? 0.5 : 1;
  const days = ['2025-03-04', '2025-03-05'];
  if (kind === 'classification-accuracy')
    return {
      x: ['Direito Constitucional', 'Língua Portuguesa'],
      x_kind: 'classification',
      unit: 'percent',
      series: [{ key: 'accuracy', label: 'Aproveitamento', values: [80 * factor, 60.5] }],
    };
  if (kind === 'trend-performance')
    return {
      x: days,
      x_kind: 'day',
      unit: 'percent',
      series: [
        { key: 'accuracy', label: 'Aproveitamento do dia', values: [70, 80] },
        { key: 'average', label: 'Média de 7 dias', values: [70, 75] },
      ],
    };
  if (kind === 'daily-progress')
    return {
      x: days,
      x_kind: 'day',
      unit: 'count',
      series: [
        { key: 'answered', label: 'Resolvidas no dia', values: [1200 * factor, 30] },
        { key: 'cumulative', label: 'Total acumulado', values: [1200 * factor, 1200 * factor + 30] },
      ],
    };
  return {
    x: days,
    x_kind: 'day',
    unit: 'count',
    series: [
      { key: 'correct', label: 'Acertos', values: [900 * factor, 20] },
      { key: 'incorrect', label: 'Erros', values: [300 * factor, 10] },
    ],
  };
}

const INCIDENCE: SubjectIncidence[] = [
  { classification_id: 1, classification_name: 'Direito Constitucional', percentage: 35.5 },
];
const TRENDS: PerformanceTrend[] = [
  {
    classification_id: 1,
    classification_name: 'Direito Constitucional',
    accuracy_before: 60,
    accuracy_after: 72.5,
    direction: 'up',
  },
];
const EXAM_CLASSIFICATIONS: ExamClassification[] = [
  { id: 3, name: 'Língua Portuguesa', index: 2, accuracy: 61, answered: 1500 },
  { id: 1, name: 'Direito Constitucional', index: 1, accuracy: 80, answered: 200 },
];

const ROUTES = {
  'GET /bff/performance/questions': { data: PERFORMANCE },
  'GET /bff/performance/charts/:kind': (request: RecordedRequest) => ({
    json: { data: chartAnswer(request) },
  }),
  'GET /bff/performance/goals/favorites': { data: FAVORITE_GOALS },
  'GET /v3/study-table/recent-activities': { data: RECENT_ACTIVITIES },
  'GET /bff/performance/incidence-of-subjects': { data: INCIDENCE },
  'GET /bff/performance/trends': { data: TRENDS },
  'GET /bff/performance/exams/classifications': { data: EXAM_CLASSIFICATIONS },
};

const chart = (name: string) => screen.getByRole('figure', { name });

describe('performance page', () => {
  it('shows totals and an accessible table of accuracy per discipline for the last 30 days', async () => {
    const { server } = await renderArea('/meu-desempenho', ROUTES);

    expect(screen.getByRole('heading', { level: 1, name: 'Meu desempenho' })).toBeInTheDocument();
    // the first render of the file also loads its modules: more than the default wait on a busy machine
    const table = await screen.findByRole(
      'table',
      { name: 'Aproveitamento por disciplina' },
      { timeout: 15_000 },
    );
    // a wide table on a narrow screen scrolls sideways: its box is a named region in the tab order
    const scroller = screen.getByRole('region', { name: 'Aproveitamento por disciplina' });
    expect(scroller).toContainElement(table);
    expect(scroller).toHaveAttribute('tabindex', '0');
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Disciplina', 'Resolvidas', 'Acertos', 'Erros', 'Aproveitamento']);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['750', '600', '150', '80%']);

    const totals = screen.getByRole('region', { name: 'Questões no período' });
    expect(within(totals).getByText('1.250')).toBeInTheDocument();
    expect(within(totals).getByText('72%')).toBeInTheDocument();

    const [request] = server.requestsTo('GET', '/bff/performance/questions');
    expect(request?.query.get('data_final')).toBe(saoPauloDay(0));
    expect(request?.query.get('data_inicial')).toBe(saoPauloDay(-29));
  });

  it('draws the four charts, each with a data table in pt-BR that a screen reader reads', async () => {
    const { server } = await renderArea('/meu-desempenho', ROUTES);

    const resolved = await screen.findByRole('table', { name: 'Questões resolvidas: dados do gráfico' });
    expect(
      within(resolved)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Dia', 'Acertos', 'Erros']);
    expect(within(resolved).getByRole('rowheader', { name: '04/03' })).toBeInTheDocument();
    expect(within(resolved).getByRole('cell', { name: '900' })).toBeInTheDocument();
    const accuracy = await screen.findByRole('table', {
      name: 'Aproveitamento por classificação: dados do gráfico',
    });
    expect(within(accuracy).getByRole('cell', { name: '60,5%' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Tendência de desempenho: dados do gráfico' });
    const daily = await screen.findByRole('table', { name: 'Progresso diário: dados do gráfico' });
    expect(within(daily).getByRole('cell', { name: '1.230' })).toBeInTheDocument();

    for (const name of [
      'Questões resolvidas',
      'Aproveitamento por classificação',
      'Tendência de desempenho',
      'Progresso diário',
    ]) {
      expect(within(chart(name)).getByTestId('chart-canvas')).toBeInTheDocument();
      expect(within(chart(name)).getByRole('list', { name: `Legenda de ${name}` })).toBeInTheDocument();
    }
    expect(drawn.map((model) => model.series.map((series) => series.key))).toEqual(
      expect.arrayContaining([
        ['correct', 'incorrect'],
        ['accuracy'],
        ['accuracy', 'average'],
        ['answered', 'cumulative'],
      ]),
    );

    const requests = server.requestsTo('GET', '/bff/performance/charts/:kind');
    expect(requests.map((request) => request.path).sort()).toEqual([
      '/bff/performance/charts/classification-accuracy',
      '/bff/performance/charts/daily-progress',
      '/bff/performance/charts/resolved-questions',
      '/bff/performance/charts/trend-performance',
    ]);
    for (const request of requests) {
      expect(request.query.get('period')).toBe('last_30_days');
      expect(request.query.get('time_zone')).toBe(TIME_ZONE);
      expect(request.query.get('period_start')).toBeNull();
    }
    expect(
      requests.find((request) => request.path.endsWith('trend-performance'))?.query.get('load_average'),
    ).toBe('1');
  });

  it('shows a chart’s table on screen when asked, and hides it again', async () => {
    await renderArea('/meu-desempenho', ROUTES);
    await screen.findByRole('table', { name: 'Questões resolvidas: dados do gráfico' });
    const toggle = within(chart('Questões resolvidas')).getByRole('button', { name: SHOW_TABLE });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(within(chart('Questões resolvidas')).getByRole('button', { name: HIDE_TABLE })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(chart('Questões resolvidas')).getByRole('table')).toBeVisible();
    // on screen, the table scrolls from the keyboard; hidden, it is no tab stop
    expect(
      within(chart('Questões resolvidas')).getByRole('region', {
        name: 'Questões resolvidas: dados do gráfico',
      }),
    ).toHaveAttribute('tabindex', '0');
    await userEvent.click(within(chart('Questões resolvidas')).getByRole('button', { name: HIDE_TABLE }));
    expect(
      within(chart('Questões resolvidas')).queryByRole('region', {
        name: 'Questões resolvidas: dados do gráfico',
      }),
    ).not.toBeInTheDocument();
  });

  it('filters by a goal and a custom period: the charts are asked again with ISO São Paulo dates', async () => {
    const { server } = await renderArea('/meu-desempenho', ROUTES);
    await screen.findByRole('table', { name: 'Progresso diário: dados do gráfico' });
    const filters = screen.getByRole('form', { name: 'Filtros de desempenho' });
    expect(within(filters).queryByLabelText('Data inicial')).not.toBeInTheDocument();

    await userEvent.click(await within(filters).findByRole('checkbox', { name: 'Polícia Federal - Agente' }));
    await userEvent.selectOptions(within(filters).getByLabelText('Tipo de período'), 'Personalizado');
    const start = within(filters).getByLabelText('Data inicial');
    const end = within(filters).getByLabelText('Data final');
    await userEvent.clear(start);
    await userEvent.type(start, '2025-03-01');
    await userEvent.clear(end);
    await userEvent.type(end, '2025-03-10');
    await userEvent.click(within(filters).getByRole('button', { name: 'Aplicar filtros' }));

    const daily = () => screen.getByRole('table', { name: 'Progresso diário: dados do gráfico' });
    expect(await within(chart('Progresso diário')).findAllByRole('cell', { name: '600' })).toHaveLength(2);
    expect(within(daily()).queryByRole('cell', { name: '1.200' })).not.toBeInTheDocument();

    const last = server.requestsTo('GET', '/bff/performance/charts/:kind').at(-1);
    expect(last?.query.get('goal_ids')).toBe('7001');
    expect(last?.query.get('period')).toBe('custom');
    expect(last?.query.get('period_start')).toBe('2025-03-01T00:00:00-03:00');
    expect(last?.query.get('period_end')).toBe('2025-03-10T23:59:59-03:00');
    expect(last?.query.get('time_zone')).toBe(TIME_ZONE);
    const totals = server.requestsTo('GET', '/bff/performance/questions').at(-1);
    expect(totals?.query.get('data_inicial')).toBe('2025-03-01');
    expect(totals?.query.get('data_final')).toBe('2025-03-10');
    const trends = server.requestsTo('GET', '/bff/performance/trends').at(-1);
    expect(trends?.query.get('period_start')).toBe('2025-03-01T00:00:00-03:00');
  });

  it('opens with the filters of the address (a reload or a shared link shows the same view)', async () => {
    const { server } = await renderArea(
      '/meu-desempenho?periodo=custom&inicio=2025-03-01&fim=2025-03-10&objetivo=7001&classificacao=2',
      ROUTES,
    );
    const filters = screen.getByRole('form', { name: 'Filtros de desempenho' });
    expect(within(filters).getByLabelText('Tipo de período')).toHaveValue('custom');
    expect(within(filters).getByLabelText('Data inicial')).toHaveValue('2025-03-01');
    expect(within(filters).getByLabelText('Data final')).toHaveValue('2025-03-10');
    expect(await within(filters).findByRole('checkbox', { name: 'Polícia Federal - Agente' })).toBeChecked();
    expect(within(filters).getByRole('checkbox', { name: 'INSS - Técnico' })).not.toBeChecked();
    expect(within(filters).getByRole('checkbox', { name: 'Direito Administrativo' })).toBeChecked();

    await screen.findByRole('table', { name: 'Progresso diário: dados do gráfico' });
    await screen.findByRole('table', { name: 'Aproveitamento por disciplina' });
    const charts = server.requestsTo('GET', '/bff/performance/charts/:kind');
    expect(charts).toHaveLength(4);
    for (const request of charts) {
      expect(request.query.get('goal_ids')).toBe('7001');
      expect(request.query.get('classification_ids')).toBe('2');
      expect(request.query.get('period')).toBe('custom');
      expect(request.query.get('period_start')).toBe('2025-03-01T00:00:00-03:00');
      expect(request.query.get('period_end')).toBe('2025-03-10T23:59:59-03:00');
    }
    const [totals] = server.requestsTo('GET', '/bff/performance/questions');
    expect(totals?.query.get('data_inicial')).toBe('2025-03-01');
    expect(totals?.query.get('data_final')).toBe('2025-03-10');
  });

  it('opens with the default period when the address’s custom dates are reversed', async () => {
    const { server } = await renderArea(
      '/meu-desempenho?periodo=custom&inicio=2025-03-10&fim=2025-03-01',
      ROUTES,
    );
    expect(screen.getByLabelText('Tipo de período')).toHaveValue('last_30_days');
    await screen.findByRole('table', { name: 'Progresso diário: dados do gráfico' });
    await screen.findByRole('table', { name: 'Aproveitamento por disciplina' });
    for (const request of server.requestsTo('GET', '/bff/performance/charts/:kind'))
      expect(request.query.get('period')).toBe('last_30_days');
    expect(server.requestsTo('GET', '/bff/performance/questions')[0]?.query.get('data_inicial')).toBe(
      saoPauloDay(-29),
    );
  });

  it('puts the applied filters in the address, and clearing them takes them out', async () => {
    await renderArea('/meu-desempenho', ROUTES);
    const filters = screen.getByRole('form', { name: 'Filtros de desempenho' });
    await userEvent.click(await within(filters).findByRole('checkbox', { name: 'INSS - Técnico' }));
    await userEvent.selectOptions(within(filters).getByLabelText('Tipo de período'), 'Últimos 7 dias');
    // chosen, not applied yet: the address is still the page's own
    expect(window.location.search).toBe('');
    await userEvent.click(within(filters).getByRole('button', { name: 'Aplicar filtros' }));
    await waitFor(() => expect(window.location.search).toBe('?periodo=last_7_days&objetivo=7002'));
    expect(window.location.pathname).toBe('/meu-desempenho');
    // the form shows what the address holds
    expect(screen.getByLabelText('Tipo de período')).toHaveValue('last_7_days');
    expect(screen.getByRole('checkbox', { name: 'INSS - Técnico' })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(screen.getByLabelText('Tipo de período')).toHaveValue('last_30_days');
    expect(screen.getByRole('checkbox', { name: 'INSS - Técnico' })).not.toBeChecked();
  });

  it('keeps the choices not applied yet across a reload, until they are applied', async () => {
    const first = await renderArea('/meu-desempenho', ROUTES);
    const form = () => screen.getByRole('form', { name: 'Filtros de desempenho' });
    await userEvent.click(await within(form()).findByRole('checkbox', { name: 'INSS - Técnico' }));
    await userEvent.selectOptions(within(form()).getByLabelText('Tipo de período'), 'Personalizado');
    await userEvent.clear(within(form()).getByLabelText('Data inicial'));
    await userEvent.type(within(form()).getByLabelText('Data inicial'), '2025-03-01');
    await userEvent.clear(within(form()).getByLabelText('Data final'));
    await userEvent.type(within(form()).getByLabelText('Data final'), '2025-03-10');
    expect(window.location.search).toBe('');
    first.unmount();

    // a reload, or a sign-in round trip after the session expired: the choices are still there, not applied
    const second = await renderArea('/meu-desempenho', ROUTES);
    expect(within(form()).getByLabelText('Tipo de período')).toHaveValue('custom');
    expect(within(form()).getByLabelText('Data inicial')).toHaveValue('2025-03-01');
    expect(within(form()).getByLabelText('Data final')).toHaveValue('2025-03-10');
    expect(await within(form()).findByRole('checkbox', { name: 'INSS - Técnico' })).toBeChecked();
    await screen.findByRole('table', { name: 'Progresso diário: dados do gráfico' });
    for (const request of second.server.requestsTo('GET', '/bff/performance/charts/:kind')) {
      expect(request.query.get('period')).toBe('last_30_days');
      expect(request.query.get('goal_ids')).toBeNull();
    }

    await userEvent.click(within(form()).getByRole('button', { name: 'Aplicar filtros' }));
    await waitFor(() =>
      expect(window.location.search).toBe('?periodo=custom&inicio=2025-03-01&fim=2025-03-10&objetivo=7002'),
    );
    await waitFor(() =>
      expect(
        second.server.requestsTo('GET', '/bff/performance/questions').at(-1)?.query.get('data_inicial'),
      ).toBe('2025-03-01'),
    );
    // applied: the address holds them, no draft is left
    expect(window.localStorage.length).toBe(0);
    second.unmount();

    await renderArea('/meu-desempenho', ROUTES);
    expect(within(form()).getByLabelText('Tipo de período')).toHaveValue('last_30_days');
    expect(await within(form()).findByRole('checkbox', { name: 'INSS - Técnico' })).not.toBeChecked();
  });

  it('shows the filters of an address other than the one the draft was chosen on, and clears the draft', async () => {
    const first = await renderArea('/meu-desempenho', ROUTES);
    const form = () => screen.getByRole('form', { name: 'Filtros de desempenho' });
    await userEvent.click(await within(form()).findByRole('checkbox', { name: 'INSS - Técnico' }));
    first.unmount();

    // a shared link with filters of its own: the link's view, not a draft chosen on another one
    const shared = await renderArea('/meu-desempenho?periodo=last_7_days', ROUTES);
    expect(within(form()).getByLabelText('Tipo de período')).toHaveValue('last_7_days');
    expect(await within(form()).findByRole('checkbox', { name: 'INSS - Técnico' })).not.toBeChecked();
    shared.unmount();

    await renderArea('/meu-desempenho', ROUTES);
    expect(await within(form()).findByRole('checkbox', { name: 'INSS - Técnico' })).toBeChecked();
    await userEvent.click(within(form()).getByRole('button', { name: 'Limpar filtros' }));
    expect(within(form()).getByRole('checkbox', { name: 'INSS - Técnico' })).not.toBeChecked();
    expect(window.localStorage.length).toBe(0);
  });

  it('offers the classifications of the chosen goals, and notebooks and exams of recent activities', async () => {
    const { server } = await renderArea('/meu-desempenho', ROUTES);
    const filters = await screen.findByRole('form', { name: 'Filtros de desempenho' });
    const group = (name: string) => within(filters).getByRole('group', { name });
    await within(filters).findByRole('checkbox', { name: 'INSS - Técnico' });
    await within(filters).findByRole('group', { name: 'Cadernos' });
    expect(
      within(group('Classificações'))
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['Direito Constitucional', 'Direito Administrativo', 'Língua Portuguesa']);
    expect(
      within(group('Cadernos')).getByRole('checkbox', { name: RECENT_ACTIVITIES[0]?.title }),
    ).toBeVisible();
    expect(
      within(group('Simulados')).getByRole('checkbox', { name: RECENT_ACTIVITIES[1]?.title }),
    ).toBeVisible();

    await userEvent.click(
      within(group('Classificações')).getByRole('checkbox', { name: 'Língua Portuguesa' }),
    );
    await userEvent.click(
      within(group('Objetivos')).getByRole('checkbox', { name: 'Polícia Federal - Agente' }),
    );
    // Língua Portuguesa belongs to the other goal: it is no longer offered nor sent
    expect(
      within(group('Classificações')).queryByRole('checkbox', { name: 'Língua Portuguesa' }),
    ).not.toBeInTheDocument();
    await userEvent.click(
      within(group('Classificações')).getByRole('checkbox', { name: 'Direito Administrativo' }),
    );
    await userEvent.click(
      within(group('Cadernos')).getByRole('checkbox', { name: RECENT_ACTIVITIES[0]?.title }),
    );
    await userEvent.click(
      within(group('Simulados')).getByRole('checkbox', { name: RECENT_ACTIVITIES[1]?.title }),
    );
    await userEvent.click(within(filters).getByRole('button', { name: 'Aplicar filtros' }));
    await screen.findByRole('table', { name: 'Progresso diário: dados do gráfico' });
    const sent = () => server.requestsTo('GET', '/bff/performance/charts/:kind').at(-1)?.query;
    await waitFor(() => expect(sent()?.get('classification_ids')).toBe('2'));
    expect(sent()?.get('goal_ids')).toBe('7001');
    expect(sent()?.get('notebook_ids')).toBe('101');
    expect(sent()?.get('student_exam_ids')).toBe('201');
    expect(sent()?.get('period')).toBe('last_30_days');
  });

  it('refuses a custom period whose start is after its end, without asking again', async () => {
    const { server } = await renderArea('/performance', ROUTES);
    await screen.findByRole('table', { name: 'Progresso diário: dados do gráfico' });
    const asked = server.requestsTo('GET', '/bff/performance/charts/:kind').length;
    await userEvent.selectOptions(screen.getByLabelText('Tipo de período'), 'custom');
    const start = screen.getByLabelText('Data inicial');
    const end = screen.getByLabelText('Data final');
    await userEvent.clear(start);
    await userEvent.type(start, '2025-03-10');
    await userEvent.clear(end);
    await userEvent.type(end, '2025-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar filtros' }));
    expect(end).toHaveAccessibleDescription(expect.stringContaining(PERIOD_ORDER_ERROR));
    expect(server.requestsTo('GET', '/bff/performance/charts/:kind')).toHaveLength(asked);
  });

  it('shows the table with a note when the chart cannot be drawn', async () => {
    canvasFails = true;
    const errors = captureConsoleErrors();
    await renderArea('/meu-desempenho', ROUTES);
    const figure = await screen.findByRole('figure', { name: 'Questões resolvidas' });
    expect(await within(figure).findByRole('status')).toHaveTextContent(CHART_UNAVAILABLE);
    expect(within(figure).getByRole('table')).toBeVisible();
    expect(within(figure).queryByRole('button', { name: SHOW_TABLE })).not.toBeInTheDocument();
    expect(errors).toHaveBeenCalled();
  });

  it('lists incidence of subjects for the career, trends and exam classifications by index', async () => {
    const { server } = await renderArea('/meu-desempenho', ROUTES, { vertical: 'medicina' });
    const incidence = await screen.findByRole('table', { name: 'Incidência dos assuntos nas provas' });
    expect(within(incidence).getByRole('cell', { name: '35,5%' })).toBeInTheDocument();
    expect(server.requestsTo('GET', '/bff/performance/incidence-of-subjects')[0]?.query.get('carreira')).toBe(
      'medicina',
    );
    const trends = await screen.findByRole('table', {
      name: 'Aproveitamento na primeira e na última semana do período',
    });
    expect(
      within(trends)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['60%', '72,5%', 'Em alta']);
    const exams = await screen.findByRole('table', {
      name: 'Aproveitamento por classificação nos simulados',
    });
    expect(
      within(exams)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Direito Constitucional', 'Língua Portuguesa']);
    expect(within(exams).getByRole('cell', { name: '1.500' })).toBeInTheDocument();
  });

  it('says when nothing was answered in the period', async () => {
    await renderArea('/meu-desempenho', {
      ...ROUTES,
      'GET /bff/performance/questions': {
        data: { ...PERFORMANCE, total: 0, correct: 0, incorrect: 0, accuracy: 0, disciplines: [] },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Nenhuma questão resolvida no período' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Aproveitamento por disciplina' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry that loads again', async () => {
    const errors = captureConsoleErrors();
    let failing = true;
    await renderArea('/meu-desempenho', {
      ...ROUTES,
      'GET /bff/performance/questions': () => (failing ? serverError() : { json: { data: PERFORMANCE } }),
    });
    const totals = screen.getByRole('region', { name: 'Questões no período' });
    expect(await within(totals).findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar seu desempenho.',
    );
    expect(errors).toHaveBeenCalledWith(
      '[mfe-study-table] getQuestionsPerformance falhou',
      expect.anything(),
    );
    failing = false;
    await userEvent.click(within(totals).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('table', { name: 'Aproveitamento por disciplina' })).toBeInTheDocument();
  });
});
