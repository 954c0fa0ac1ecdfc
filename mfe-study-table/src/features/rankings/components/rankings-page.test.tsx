import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RankingExam } from 'shared-contracts';
import {
  captureConsoleErrors,
  closeTestServers,
  renderArea,
  serverError,
} from '../../../testing/render-area';

afterEach(closeTestServers);

const EXAMS: RankingExam[] = [
  {
    id: 301,
    name: 'Polícia Federal - Agente',
    institution: 'CEBRASPE',
    exam_date: '2025-05-18',
    participants: 18342,
    status: 'open',
    submitted: true,
  },
  {
    id: 302,
    name: 'INSS - Técnico do Seguro Social',
    institution: 'CEBRASPE',
    exam_date: '2025-03-09',
    participants: 41210,
    status: 'closed',
    submitted: false,
  },
];

describe('rankings page', () => {
  it('lists the exams with their facts, each opening its ranking inside the area', async () => {
    await renderArea('/rankings', {
      'GET /bff/ranking/exams': { data: EXAMS },
      'GET /bff/ranking/exam/301': { data: EXAMS[0] },
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Rankings' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Polícia Federal - Agente' });
    const card = link.closest('article') as HTMLElement;
    expect(within(card).getByText('18.342')).toBeInTheDocument();
    expect(within(card).getByText('18/05/2025')).toBeInTheDocument();
    expect(within(card).getByText('Ranking aberto · você já enviou sua nota')).toBeInTheDocument();

    await userEvent.click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Polícia Federal - Agente' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/rankings/301');
    expect(screen.getByRole('navigation', { name: 'Você está em' })).toBeInTheDocument();
  });

  it('shows an empty state and an error with retry', async () => {
    captureConsoleErrors();
    let answer: 'error' | 'empty' = 'error';
    await renderArea('/rankings', {
      'GET /bff/ranking/exams': () => (answer === 'error' ? serverError() : { json: { data: [] } }),
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar os rankings.');
    answer = 'empty';
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Nenhum ranking disponível' })).toBeInTheDocument();
  });

  it('says when a ranking does not exist', async () => {
    captureConsoleErrors();
    await renderArea('/rankings/999', {
      'GET /bff/ranking/exam/999': {
        status: 404,
        json: { error: { message: 'Prova 999 não encontrada no ranking.', tag: 'NOT_FOUND' } },
      },
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ranking não encontrado' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para Rankings' })).toHaveAttribute('href', '/rankings');
  });
});
