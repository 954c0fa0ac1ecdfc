import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TestServer } from 'shared-contracts/testing';
import {
  captureConsoleErrors,
  closeTestServers,
  renderArea,
  serverError,
} from '../../../testing/render-area';
import { NOT_IN_RANKING_TEXT } from './exam-ranking-page';

afterEach(closeTestServers);

const EXAM = {
  id: 201,
  name: 'Simulado PF 2025 — Agente',
  total_questions: 3,
  total_questions_answered: 3,
  total_questions_correct: 2,
  duration: 3600,
  path: 'base',
  student_id: 1,
  created_at: '2025-04-02T13:30:00.000Z',
  updated_at: '2025-04-02T13:30:00.000Z',
};
const STATS = {
  status: 'ended',
  total_questions: 3,
  answered: 3,
  correct: 2,
  wrong: 1,
  not_answered: 0,
  duration: 3600,
  started_at: null,
  ended_at: null,
};
const RANKING = Array.from({ length: 25 }, (_, index) => ({
  position: index + 1,
  name: index === 20 ? 'Ana Paula Souza' : `Aluno ${index + 1}`,
  correct: 3 - Math.floor(index / 9),
  total: 3,
  is_current_student: index === 20,
}));

function routes(rows = RANKING, stats = STATS) {
  return {
    'GET /bff/questions/student-exams/201': { data: { data: EXAM } },
    'GET /bff/questions/student-exams/201/stats': { data: stats },
    'GET /bff/questions/student-exams/201/ranking': (request: { query: URLSearchParams }) => {
      const page = Number(request.query.get('page'));
      const perPage = Number(request.query.get('per_page'));
      return {
        json: {
          data: rows.slice((page - 1) * perPage, page * perPage),
          pagination: {
            page,
            per_page: perPage,
            total: rows.length,
            last_page: Math.max(1, Math.ceil(rows.length / perPage)),
          },
        },
      };
    },
  };
}

describe('exam ranking page (/cadernos-e-simulados/simulados/{id}/ranking)', () => {
  it('lists 15 per page, best first; the next page has the student’s own line', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/cadernos-e-simulados/simulados/201/ranking', routes());
    expect(await screen.findByRole('heading', { level: 1, name: EXAM.name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ranking do simulado' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(16);
    expect(within(table).getByRole('row', { name: /^1º Aluno 1 3 de 3$/ })).toBeInTheDocument();
    expect(
      Object.fromEntries(server.requestsTo('GET', '/bff/questions/student-exams/201/ranking')[0]!.query),
    ).toEqual({
      page: '1',
      per_page: '15',
    });
    expect(screen.queryByText(NOT_IN_RANKING_TEXT)).not.toBeInTheDocument();

    // the pages are links (the page is in the address)
    await user.click(screen.getByRole('link', { name: 'Próxima página' }));
    const mine = await screen.findByRole('row', { name: /^21º Ana Paula Souza \(você\)/ });
    expect(mine).toHaveAttribute('aria-current', 'true');
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(screen.getByRole('link', { name: 'Ir para o simulado' })).toHaveAttribute(
      'href',
      '/cadernos-e-simulados/simulados/201',
    );
    expect(screen.getByRole('link', { name: 'Cadernos e Simulados' })).toHaveAttribute(
      'href',
      '/cadernos-e-simulados',
    );
  });

  it('says how to enter the ranking when the student has not finished; an empty ranking says so', async () => {
    await renderArea(
      '/cadernos-e-simulados/simulados/201/ranking',
      routes([], { ...STATS, status: 'not_started', answered: 0, correct: 0, wrong: 0, not_answered: 3 }),
    );
    expect(await screen.findByText(NOT_IN_RANKING_TEXT)).toBeInTheDocument();
    expect(await screen.findByText('Ninguém finalizou este simulado ainda.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('a failed ranking degrades to a retry; the page stays', async () => {
    const errors = captureConsoleErrors();
    await renderArea('/cadernos-e-simulados/simulados/201/ranking', {
      ...routes(),
      'GET /bff/questions/student-exams/201/ranking': serverError(500),
    });
    expect(await screen.findByText('Não foi possível carregar o ranking.')).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('[mfe-questions] getExamRanking falhou', expect.anything());
    expect(screen.getByRole('heading', { level: 1, name: EXAM.name })).toBeInTheDocument();
  });

  it('an unknown exam is the missing page; a non-numeric id too', async () => {
    const errors = captureConsoleErrors();
    await renderArea('/cadernos-e-simulados/simulados/999/ranking', {
      'GET /bff/questions/student-exams/999': serverError(404, 'Simulado não encontrado.', 'NOT_FOUND'),
      'GET /bff/questions/student-exams/999/stats': serverError(404, 'Simulado não encontrado.', 'NOT_FOUND'),
    });
    expect(await screen.findByText('Este simulado não existe ou foi removido.')).toBeInTheDocument();
    await waitFor(() => expect(errors).toHaveBeenCalledTimes(2));
  });
});

describe('the page of the exam ranking lives in the address (?pagina=)', () => {
  const RANKING_PATH = '/bff/questions/student-exams/201/ranking';
  const askedPages = (server: TestServer) =>
    server.requestsTo('GET', RANKING_PATH).map((request) => request.query.get('page'));

  it('the page the student went to survives a reload: the address opens it again', async () => {
    const user = userEvent.setup();
    const first = await renderArea('/cadernos-e-simulados/simulados/201/ranking', routes());
    const pages = await screen.findByRole('navigation', { name: 'Páginas do ranking' });
    expect(within(pages).getByText('Página 1 de 2')).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: 'Próxima página' })).toHaveAttribute(
      'href',
      '/cadernos-e-simulados/simulados/201/ranking?pagina=2',
    );
    await user.click(within(pages).getByRole('link', { name: 'Próxima página' }));
    expect(await screen.findByRole('row', { name: /^21º Ana Paula Souza \(você\)/ })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/cadernos-e-simulados/simulados/201/ranking');
    expect(window.location.search).toBe('?pagina=2');
    const address = `${window.location.pathname}${window.location.search}`;
    first.unmount();

    const { server } = await renderArea(address, routes());
    expect(await screen.findByRole('row', { name: /^21º Ana Paula Souza \(você\)/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /^1º Aluno 1 / })).not.toBeInTheDocument();
    const again = screen.getByRole('navigation', { name: 'Páginas do ranking' });
    expect(within(again).getByText('Página 2 de 2')).toBeInTheDocument();
    // back to the first page: the address without the page
    expect(within(again).getByRole('link', { name: 'Página anterior' })).toHaveAttribute(
      'href',
      '/cadernos-e-simulados/simulados/201/ranking',
    );
    expect(askedPages(server)).toEqual(['2']);
  });

  it('a page past the last one (?pagina=99 of 2) goes back to the first, replacing the address', async () => {
    const { server } = await renderArea('/cadernos-e-simulados/simulados/201/ranking?pagina=99', routes());
    const entries = window.history.length;
    const pages = await screen.findByRole('navigation', { name: 'Páginas do ranking' });
    expect(within(pages).getByText('Página 1 de 2')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^1º Aluno 1 3 de 3$/ })).toBeInTheDocument();
    expect(screen.queryByText('Ninguém finalizou este simulado ainda.')).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/cadernos-e-simulados/simulados/201/ranking');
    expect(window.location.search).toBe('');
    expect(window.history.length).toBe(entries);
    expect(askedPages(server)).toEqual(['99', '1']);
  });

  it.each(['abc', '0', '-1', '2.5', '1e1', ''])(
    'an unknown page (?pagina=%s) opens the first page and never reaches the API',
    async (value) => {
      const { server } = await renderArea(
        `/cadernos-e-simulados/simulados/201/ranking?pagina=${encodeURIComponent(value)}`,
        routes(),
      );
      const pages = await screen.findByRole('navigation', { name: 'Páginas do ranking' });
      expect(within(pages).getByText('Página 1 de 2')).toBeInTheDocument();
      expect(screen.getByRole('row', { name: /^1º Aluno 1 3 de 3$/ })).toBeInTheDocument();
      expect(askedPages(server)).toEqual(['1']);
    },
  );
});
