import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuestionsPerformance } from 'shared-contracts';
import {
  captureConsoleErrors,
  closeTestServers,
  renderArea,
  serverError,
} from '../../../testing/render-area';
import { defaultPeriod, PERIOD_ORDER_ERROR } from './performance-page';
import { saoPauloDay } from 'shared-design-system/area';

afterEach(closeTestServers);

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

describe('defaultPeriod', () => {
  it('covers the last 30 days including today in São Paulo', () => {
    expect(defaultPeriod(new Date('2025-03-05T15:00:00Z'))).toEqual({
      dataInicial: '2025-02-04',
      dataFinal: '2025-03-05',
    });
  });
});

describe('performance page', () => {
  it('shows totals and an accessible table of accuracy per discipline for the last 30 days', async () => {
    const { server } = await renderArea('/meu-desempenho', {
      'GET /bff/performance/questions': { data: PERFORMANCE },
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Meu desempenho' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Aproveitamento por disciplina' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Disciplina', 'Resolvidas', 'Acertos', 'Erros', 'Aproveitamento']);
    expect(within(table).getByRole('rowheader', { name: 'Direito Constitucional' })).toBeInTheDocument();
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

  it('asks again for the chosen period and refuses a start after the end', async () => {
    const { server } = await renderArea('/performance', {
      'GET /bff/performance/questions': { data: PERFORMANCE },
    });
    await screen.findByRole('table');
    const start = screen.getByLabelText('Data inicial');
    const end = screen.getByLabelText('Data final');

    await userEvent.clear(start);
    await userEvent.type(start, '2025-03-10');
    await userEvent.clear(end);
    await userEvent.type(end, '2025-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(end).toHaveAccessibleDescription(expect.stringContaining(PERIOD_ORDER_ERROR));
    expect(server.requestsTo('GET', '/bff/performance/questions')).toHaveLength(1);

    await userEvent.clear(start);
    await userEvent.type(start, '2025-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    await screen.findByRole('table');
    const last = server.requestsTo('GET', '/bff/performance/questions').at(-1);
    expect(last?.query.get('data_inicial')).toBe('2025-01-01');
    expect(last?.query.get('data_final')).toBe('2025-03-01');
  });

  it('says when nothing was answered in the period', async () => {
    await renderArea('/meu-desempenho', {
      'GET /bff/performance/questions': {
        data: { ...PERFORMANCE, total: 0, correct: 0, incorrect: 0, accuracy: 0, disciplines: [] },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Nenhuma questão resolvida no período' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows an error with a retry that loads again', async () => {
    const errors = captureConsoleErrors();
    let failing = true;
    await renderArea('/meu-desempenho', {
      'GET /bff/performance/questions': () => (failing ? serverError() : { json: { data: PERFORMANCE } }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar seu desempenho.');
    expect(errors).toHaveBeenCalledWith(
      '[mfe-study-table] getQuestionsPerformance falhou',
      expect.anything(),
    );
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
