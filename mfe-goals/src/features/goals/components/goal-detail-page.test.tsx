import { screen, within } from '@testing-library/react';
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
};

describe('goal detail page', () => {
  it('shows the goal with its content tabs and the courses tab first', async () => {
    await renderArea('/objetivos/101', ROUTES);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Polícia Federal - Agente' }),
    ).toBeInTheDocument();
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
      screen.getByRole('button', { name: 'Remover Polícia Federal - Agente dos meus objetivos' }),
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
});
