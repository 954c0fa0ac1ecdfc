import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LiveEvent } from 'shared-contracts';
import {
  captureConsoleErrors,
  closeTestServers,
  renderArea,
  serverError,
} from '../../../testing/render-area';

afterEach(closeTestServers);

const HOUR = 3_600_000;
function event(id: number, title: string, startsInHours: number): LiveEvent {
  const start = Date.now() + startsInHours * HOUR;
  return {
    id,
    link_id: `aula-${id}`,
    title,
    teacher: 'Renato Borelli',
    description: 'Revisão dos direitos fundamentais com questões CEBRASPE.',
    start_at: new Date(start).toISOString(),
    end_at: new Date(start + 2 * HOUR).toISOString(),
    url: `https://aovivo.exemplo.com.br/aula-${id}`,
  };
}

const EVENTS = [
  event(403, 'Português para Tribunais', -48),
  event(401, 'Aulão de Direito Constitucional', 24),
  event(402, 'Correção ao vivo: Simulado PF', 72),
];
const FIXED = {
  ...event(410, 'Aula com data fixa', 0),
  start_at: '2030-03-05T22:00:00.000Z',
  end_at: '2030-03-06T00:00:00.000Z',
};

describe('live classes page', () => {
  it('lists upcoming classes with pt-BR dates and a watch link, then past ones', async () => {
    await renderArea('/aulas-ao-vivo', { 'GET /v3/calendars-v2/live_events': { data: [...EVENTS, FIXED] } });

    expect(screen.getByRole('heading', { level: 1, name: 'Aulas ao vivo' })).toBeInTheDocument();
    const upcoming = await screen.findByRole('region', { name: 'Próximas aulas' });
    expect(
      within(upcoming)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Aulão de Direito Constitucional', 'Correção ao vivo: Simulado PF', 'Aula com data fixa']);
    expect(within(upcoming).getByText('terça-feira, 5 de março de 2030, 19:00 às 21:00')).toBeInTheDocument();
    expect(
      within(upcoming).getByRole('link', {
        name: 'Assistir Aulão de Direito Constitucional (abre em nova aba)',
      }),
    ).toHaveAttribute('href', 'https://aovivo.exemplo.com.br/aula-401');

    const past = screen.getByRole('region', { name: 'Aulas anteriores' });
    expect(within(past).getByText('Encerrada')).toBeInTheDocument();
    expect(within(past).queryByRole('link', { name: /Assistir/ })).not.toBeInTheDocument();
  });

  it('opens a class page from the study table path, and says when a class does not exist', async () => {
    await renderArea('/aulas-ao-vivo', { 'GET /v3/calendars-v2/live_events': { data: EVENTS } });
    await userEvent.click(await screen.findByRole('link', { name: 'Aulão de Direito Constitucional' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aulão de Direito Constitucional' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/mesa-de-estudo/live/aula-401');
    expect(screen.getByText('Revisão dos direitos fundamentais com questões CEBRASPE.')).toBeInTheDocument();
    await closeTestServers();

    await renderArea('/mesa-de-estudo/live/aula-999', {
      'GET /v3/calendars-v2/live_events': { data: EVENTS },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Aula não encontrada' })).toBeInTheDocument();
  });

  it('filters by the search term on the search results page', async () => {
    await renderArea('/aulas-ao-vivo/resultado-pesquisa?q=portugues', {
      'GET /v3/calendars-v2/live_events': { data: EVENTS },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Resultado da pesquisa: portugues' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Português para Tribunais' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Aulão de Direito Constitucional' })).not.toBeInTheDocument();
  });

  it('shows the empty state and an error with retry', async () => {
    captureConsoleErrors();
    let answer: 'error' | 'empty' = 'error';
    await renderArea('/aulas-ao-vivo', {
      'GET /v3/calendars-v2/live_events': () => (answer === 'error' ? serverError() : { json: { data: [] } }),
      // the page's calendar answers: the only error on the page is the live classes'
      'GET /v3/calendars': { data: [] },
      'GET /v3/calendars/events': { data: [] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar as aulas ao vivo.');
    answer = 'empty';
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Nenhuma aula ao vivo agendada' })).toBeInTheDocument();
  });
});
