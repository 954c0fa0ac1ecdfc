import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WebcastSchedule } from 'shared-contracts';
import {
  captureConsoleErrors,
  closeTestServers,
  renderArea,
  serverError,
} from '../../../testing/render-area';

afterEach(closeTestServers);
jest.setTimeout(20_000);

const WEBCAST: WebcastSchedule = {
  id: 7,
  slug: 'semana-da-pf',
  title: 'Semana da Polícia Federal',
  description: 'Cinco noites de aulões para Agente e Escrivão.',
  sessions: [
    {
      id: 72,
      title: 'Direito Penal',
      start_at: '2025-03-11T22:00:00.000Z',
      end_at: '2025-03-12T00:00:00.000Z',
    },
    {
      id: 71,
      title: 'Direito Constitucional',
      start_at: '2025-03-10T22:00:00.000Z',
      end_at: '2025-03-11T00:00:00.000Z',
    },
  ],
};

const ROUTES = {
  'GET /v3/webcast/schedules/slug/semana-da-pf': { data: WEBCAST },
  'GET /v3/webcast/validate_access/7': {
    data: { has_access: true, url: 'https://webcast.exemplo.com.br/semana-da-pf' },
  },
};

describe('webcast page', () => {
  it('shows the schedule by slug in São Paulo time, and the way in for a student with access', async () => {
    const { server } = await renderArea('/webcast/semana-da-pf', ROUTES);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Semana da Polícia Federal' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Cinco noites de aulões para Agente e Escrivão.')).toBeInTheDocument();
    const schedule = screen.getByRole('region', { name: 'Programação' });
    const sessions = within(schedule)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(sessions).toEqual([
      'segunda-feira, 10 de março de 2025, 19:00 às 21:00 · Direito Constitucional',
      'terça-feira, 11 de março de 2025, 19:00 às 21:00 · Direito Penal',
    ]);
    const watch = await screen.findByRole('link', { name: 'Assistir ao webcast (abre em nova aba)' });
    expect(watch).toHaveAttribute('href', 'https://webcast.exemplo.com.br/semana-da-pf');
    expect(watch).toHaveAttribute('target', '_blank');
    expect(server.requestsTo('GET', '/v3/webcast/schedules/slug/semana-da-pf')).toHaveLength(1);
    expect(server.requestsTo('GET', '/v3/webcast/validate_access/7')).toHaveLength(1);
  });

  it('says so to a student without access, and offers no way in', async () => {
    await renderArea('/webcast/semana-da-pf', {
      ...ROUTES,
      'GET /v3/webcast/validate_access/7': { data: { has_access: false, url: null } },
    });
    expect(await screen.findByText('Você não tem acesso a este webcast.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Assistir ao webcast/ })).not.toBeInTheDocument();
  });

  it('offers no link whose address is not safe', async () => {
    await renderArea('/webcast/semana-da-pf', {
      ...ROUTES,
      'GET /v3/webcast/validate_access/7': { data: { has_access: true, url: 'javascript:alert(1)' } },
    });
    expect(await screen.findByText('O endereço deste webcast ainda não foi divulgado.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Assistir ao webcast/ })).not.toBeInTheDocument();
  });

  it('shows its own not-found page for an unknown slug', async () => {
    await renderArea('/webcast/nao-existe', {
      'GET /v3/webcast/schedules/slug/nao-existe': { status: 404, json: {} },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Webcast não encontrado' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Este webcast não existe ou foi removido.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver aulas ao vivo' })).toHaveAttribute('href', '/aulas-ao-vivo');
  });

  it('says when the access cannot be checked, and checks again on retry', async () => {
    const errors = captureConsoleErrors();
    let failing = true;
    await renderArea('/webcast/semana-da-pf', {
      ...ROUTES,
      'GET /v3/webcast/validate_access/7': () =>
        failing ? serverError() : { json: { data: { has_access: false, url: null } } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível verificar o seu acesso a este webcast.',
    );
    expect(errors).toHaveBeenCalledWith('[mfe-study-table] validateWebcastAccess falhou', expect.anything());
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Você não tem acesso a este webcast.')).toBeInTheDocument();
  });

  it('says when the webcast cannot be loaded', async () => {
    const errors = captureConsoleErrors();
    await renderArea('/webcast/semana-da-pf', {
      'GET /v3/webcast/schedules/slug/semana-da-pf': serverError(),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar o webcast.');
    expect(errors).toHaveBeenCalledWith('[mfe-study-table] getWebcastSchedule falhou', expect.anything());
  });
});
