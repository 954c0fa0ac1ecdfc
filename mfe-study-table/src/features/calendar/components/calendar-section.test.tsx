import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CalendarEvent } from 'shared-contracts';
import type { RecordedRequest } from 'shared-contracts/testing';
import { saoPauloDay } from 'shared-design-system/area';
import {
  captureConsoleErrors,
  closeTestServers,
  renderArea,
  serverError,
} from '../../../testing/render-area';
import { addDays, weekStart } from '../week';

jest.setTimeout(20_000);
afterEach(closeTestServers);

const EVENTS: CalendarEvent[] = [
  {
    id: 1,
    title: 'Aulão de Direito Constitucional',
    start_at: '2025-03-04T22:00:00.000Z',
    end_at: '2025-03-05T00:00:00.000Z',
    kind: 'live',
    project_id: 10,
    link_id: 'c-1',
  },
  {
    id: 2,
    title: 'Simulado Polícia Federal',
    start_at: '2025-03-06T12:00:00.000Z',
    end_at: '2025-03-06T16:00:00.000Z',
    kind: 'exam',
    project_id: 20,
    link_id: null,
  },
  {
    id: 3,
    title: 'Inscrições INSS',
    start_at: '2025-03-06T22:00:00.000Z',
    end_at: '2025-03-06T22:00:00.000Z',
    kind: 'deadline',
    project_id: 30,
    link_id: null,
  },
];

/** Both event calls answer from EVENTS by range, kind and (v2 only) projects. */
const answerEvents = (request: RecordedRequest) => {
  const min = request.query.get('minDate') ?? '';
  const max = request.query.get('maxDate') ?? '';
  const filter = request.query.get('filter');
  const projects = request.query.get('projectIds')?.split(',').map(Number);
  const data = EVENTS.filter(
    (event) =>
      event.start_at.slice(0, 10) >= min &&
      event.start_at.slice(0, 10) <= max &&
      (filter === 'all' || event.kind === filter) &&
      (!projects || projects.includes(event.project_id)),
  );
  return { json: { data } };
};

const ROUTES = {
  'GET /v3/calendars-v2/live_events': { data: [] },
  'GET /v3/calendars': {
    data: [
      { id: 1, name: 'Aulas ao vivo', project_id: 10 },
      { id: 2, name: 'Provas e simulados', project_id: 20 },
    ],
  },
  'GET /v3/calendars/events': answerEvents,
  'GET /v3/calendars-v2/': answerEvents,
};

const EVENT_PATHS = ['/v3/calendars/events', '/v3/calendars-v2/'];

/** The last events call (either path). */
const lastEventsCall = (server: { requests: RecordedRequest[] }) =>
  server.requests.filter((request) => EVENT_PATHS.includes(request.path)).at(-1);

const asked = (server: { requests: RecordedRequest[] }) => lastEventsCall(server)?.query;

describe('calendar on the live classes page', () => {
  it('asks for this week, moves by weeks, and picks the week of a chosen day', async () => {
    const { server } = await renderArea('/aulas-ao-vivo', ROUTES);
    const calendar = await screen.findByRole('region', { name: 'Calendário' }, { timeout: 10_000 });
    const monday = weekStart(saoPauloDay(0));
    await waitFor(() => expect(asked(server)?.get('minDate')).toBe(monday));
    expect(asked(server)?.get('maxDate')).toBe(addDays(monday, 6));
    expect(asked(server)?.get('filter')).toBe('all');
    // no calendar chosen: every calendar's events, from GET /v3/calendars/events (no projectIds)
    expect(lastEventsCall(server)?.path).toBe('/v3/calendars/events');
    expect(asked(server)?.has('projectIds')).toBe(false);
    expect(server.requestsTo('GET', '/v3/calendars-v2/')).toHaveLength(0);

    await userEvent.click(within(calendar).getByRole('button', { name: 'Próxima semana' }));
    await waitFor(() => expect(asked(server)?.get('minDate')).toBe(addDays(monday, 7)));

    fireEvent.change(within(calendar).getByLabelText('Escolher semana'), { target: { value: '2025-03-05' } });
    await waitFor(() => expect(asked(server)?.get('minDate')).toBe('2025-03-03'));
    expect(asked(server)?.get('maxDate')).toBe('2025-03-09');
    expect(within(calendar).getByText('Semana de 03/03 a 09/03/2025')).toBeInTheDocument();
    const list = await within(calendar).findByRole('list', {
      name: 'Eventos da semana de 03/03 a 09/03/2025',
    });
    expect(within(list).getByRole('heading', { level: 3, name: 'terça-feira, 04/03' })).toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole('listitem')
        .filter((item) => item.firstElementChild?.tagName === 'TIME')
        .map((item) => item.textContent),
    ).toEqual([
      '19:00 · Aula ao vivo: Aulão de Direito Constitucional',
      '09:00 · Prova: Simulado Polícia Federal',
      '19:00 · Prazo: Inscrições INSS',
    ]);
  });

  it('filters by kind of event and by calendar', async () => {
    const { server } = await renderArea('/aulas-ao-vivo', ROUTES);
    const calendar = await screen.findByRole('region', { name: 'Calendário' }, { timeout: 10_000 });
    fireEvent.change(within(calendar).getByLabelText('Escolher semana'), { target: { value: '2025-03-05' } });
    await within(calendar).findByText(/Inscrições INSS/);
    await userEvent.selectOptions(within(calendar).getByLabelText('Tipo de evento'), 'Provas');
    // the filtered week, not the moment between the two answers (the old events gone, the new not yet in)
    await waitFor(() => {
      expect(within(calendar).queryByText(/Inscrições INSS/)).not.toBeInTheDocument();
      expect(within(calendar).getByText(/Simulado Polícia Federal/)).toBeInTheDocument();
    });
    expect(asked(server)?.get('filter')).toBe('exam');

    await userEvent.selectOptions(within(calendar).getByLabelText('Tipo de evento'), 'Todos os eventos');
    expect(lastEventsCall(server)?.path).toBe('/v3/calendars/events');
    await userEvent.click(await within(calendar).findByRole('checkbox', { name: 'Aulas ao vivo' }));
    await waitFor(() => expect(asked(server)?.get('projectIds')).toBe('10'));
    // a chosen calendar: GET /v3/calendars-v2/ with its project
    expect(lastEventsCall(server)?.path).toBe('/v3/calendars-v2/');
    expect(asked(server)?.get('minDate')).toBe('2025-03-03');
    expect(await within(calendar).findByText(/Aulão de Direito Constitucional/)).toBeInTheDocument();
    expect(within(calendar).queryByText(/Simulado Polícia Federal/)).not.toBeInTheDocument();

    // no calendar chosen any more: back to every calendar's events (that week's answer is still fresh)
    const projectCalls = server.requestsTo('GET', '/v3/calendars-v2/').length;
    await userEvent.click(within(calendar).getByRole('checkbox', { name: 'Aulas ao vivo' }));
    expect(await within(calendar).findByText(/Simulado Polícia Federal/)).toBeInTheDocument();
    expect(server.requestsTo('GET', '/v3/calendars-v2/')).toHaveLength(projectCalls);
  });

  it('opens at the week and with the filters of the address (a reload or a shared link)', async () => {
    const { server } = await renderArea('/aulas-ao-vivo?semana=2025-03-05&evento=exam&projeto=20', ROUTES);
    const calendar = await screen.findByRole('region', { name: 'Calendário' }, { timeout: 10_000 });
    expect(within(calendar).getByLabelText('Escolher semana')).toHaveValue('2025-03-03');
    expect(within(calendar).getByLabelText('Tipo de evento')).toHaveValue('exam');
    expect(await within(calendar).findByRole('checkbox', { name: 'Provas e simulados' })).toBeChecked();
    expect(within(calendar).getByRole('checkbox', { name: 'Aulas ao vivo' })).not.toBeChecked();
    expect(await within(calendar).findByText(/Simulado Polícia Federal/)).toBeInTheDocument();
    expect(within(calendar).queryByText(/Inscrições INSS/)).not.toBeInTheDocument();
    const calls = server.requests.filter((request) => EVENT_PATHS.includes(request.path));
    expect(calls.map((request) => [request.path, Object.fromEntries(request.query)])).toEqual([
      [
        '/v3/calendars-v2/',
        { minDate: '2025-03-03', maxDate: '2025-03-09', filter: 'exam', projectIds: '20' },
      ],
    ]);
  });

  it('keeps the week and the filters in the address as they change', async () => {
    await renderArea('/aulas-ao-vivo', ROUTES);
    const calendar = await screen.findByRole('region', { name: 'Calendário' }, { timeout: 10_000 });
    expect(window.location.search).toBe('');
    fireEvent.change(within(calendar).getByLabelText('Escolher semana'), { target: { value: '2025-03-05' } });
    await waitFor(() => expect(window.location.search).toBe('?semana=2025-03-03'));
    await userEvent.click(within(calendar).getByRole('button', { name: 'Próxima semana' }));
    await waitFor(() => expect(window.location.search).toBe('?semana=2025-03-10'));
    await userEvent.selectOptions(within(calendar).getByLabelText('Tipo de evento'), 'Prazos');
    await waitFor(() => expect(window.location.search).toBe('?semana=2025-03-10&evento=deadline'));
    await userEvent.click(await within(calendar).findByRole('checkbox', { name: 'Aulas ao vivo' }));
    await userEvent.click(within(calendar).getByRole('checkbox', { name: 'Provas e simulados' }));
    await waitFor(() =>
      expect(window.location.search).toBe('?semana=2025-03-10&evento=deadline&projeto=10&projeto=20'),
    );
    expect(window.location.pathname).toBe('/aulas-ao-vivo');

    // back to every kind, every calendar and this week: the address is the page's own again
    await userEvent.selectOptions(within(calendar).getByLabelText('Tipo de evento'), 'Todos os eventos');
    await userEvent.click(within(calendar).getByRole('checkbox', { name: 'Aulas ao vivo' }));
    await userEvent.click(within(calendar).getByRole('checkbox', { name: 'Provas e simulados' }));
    fireEvent.change(within(calendar).getByLabelText('Escolher semana'), {
      target: { value: saoPauloDay(0) },
    });
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('opens at this week, with every event, when the address’s week is no day', async () => {
    const { server } = await renderArea('/aulas-ao-vivo?semana=2025-02-30&evento=festa', ROUTES);
    await screen.findByRole('region', { name: 'Calendário' }, { timeout: 10_000 });
    await waitFor(() => expect(asked(server)?.get('minDate')).toBe(weekStart(saoPauloDay(0))));
    expect(asked(server)?.get('filter')).toBe('all');
  });

  it('says when the events cannot be loaded, and logs the failing call', async () => {
    const errors = captureConsoleErrors();
    await renderArea('/aulas-ao-vivo', { ...ROUTES, 'GET /v3/calendars/events': serverError(500) });
    const calendar = await screen.findByRole('region', { name: 'Calendário' }, { timeout: 10_000 });
    expect(
      await within(calendar).findByText('Não foi possível carregar o calendário.', undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('[mfe-study-table] getCalendarEvents falhou', expect.anything());
  });

  it('is not on the search results page', async () => {
    await renderArea('/aulas-ao-vivo/resultado-pesquisa?q=x', ROUTES);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Calendário' })).not.toBeInTheDocument();
  });
});
