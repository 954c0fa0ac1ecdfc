import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RankingEntry, RankingExam } from 'shared-contracts';
import type { RecordedRequest } from 'shared-contracts/testing';
import { closeTestServers, renderArea } from '../../../testing/render-area';

jest.setTimeout(20_000);
afterEach(closeTestServers);

const EXAM: RankingExam = {
  id: 301,
  name: 'Polícia Federal - Agente',
  institution: 'CEBRASPE',
  exam_date: '2025-05-18',
  participants: 100,
  status: 'open',
  submitted: true,
};
const VACANCIES = [
  { id: 3011, name: 'Ampla concorrência', places: 120 },
  { id: 3012, name: 'Cotas raciais', places: 24 },
];
/** The test platform's student (id 1) is 40th of 100. */
const OWN = 40;

function line(position: number): RankingEntry {
  const own = position === OWN;
  return {
    position,
    user_id: own ? 1 : 1000 + position,
    name: own ? 'Ana Souza' : `Participante ${position}`,
    score: 120 - position,
    correct: 120 - position,
    is_current_user: own,
  };
}

const page = (request: RecordedRequest, total: number) => {
  const number = Number(request.query.get('page') ?? '1');
  const perPage = Number(request.query.get('per_page'));
  const entries = Array.from({ length: perPage }, (_, i) => (number - 1) * perPage + i + 1)
    .filter((p) => p <= total)
    .map(line);
  return {
    entries,
    pagination: { page: number, per_page: perPage, total, last_page: Math.ceil(total / perPage) },
  };
};

const ROUTES = {
  'GET /bff/ranking/exam/301': (request: RecordedRequest) => {
    if (!request.query.has('page')) return { json: { data: EXAM } };
    const { entries, pagination } = page(request, 100);
    return { json: { data: { exam_id: 301, vacancies: VACANCIES, entries }, pagination } };
  },
  'GET /bff/ranking/exam/301/user/1': {
    data: { position: OWN, page: 3, score: 80, correct: 80, participants: 100 },
  },
  'GET /bff/ranking/exam/301/vacancy/3012/etag': { data: { etag: 'W/"abc"' } },
  'GET /bff/ranking/exam/301/vacancy/3012': (request: RecordedRequest) => {
    const { entries, pagination } = page(request, 20);
    return {
      json: {
        data: entries.map((e) => ({ ...e, name: `Cotista ${e.position}` })),
        pagination,
        etag: 'W/"abc"',
      },
    };
  },
};

const classification = () => screen.getByRole('region', { name: 'Classificação' });
/** The pages of the general ranking asked so far (the exam's facts are asked without a page). */
const generalPages = (server: { requestsTo: (method: string, path: string) => RecordedRequest[] }) =>
  server
    .requestsTo('GET', '/bff/ranking/exam/301')
    .filter((request) => request.query.has('page'))
    .map((request) => request.query.get('page'));

describe('ranking of an exam', () => {
  it('shows 15 lines a page and pages forward and back', async () => {
    const { server } = await renderArea('/rankings/301', ROUTES);
    const table = await screen.findByRole('table', { name: 'Classificação geral' }, { timeout: 10_000 });
    // scrolls sideways from the keyboard on a narrow screen
    expect(screen.getByRole('region', { name: 'Classificação geral' })).toContainElement(table);
    expect(screen.getByRole('region', { name: 'Classificação geral' })).toHaveAttribute('tabindex', '0');
    expect(within(table).getAllByRole('row')).toHaveLength(16);
    expect(within(table).getByRole('rowheader', { name: 'Participante 1' })).toBeInTheDocument();
    expect(within(classification()).getByText('Página 1 de 7')).toBeInTheDocument();
    // the first page has no way back
    expect(within(classification()).queryByRole('link', { name: 'Página anterior' })).not.toBeInTheDocument();

    await userEvent.click(within(classification()).getByRole('link', { name: 'Próxima página' }));
    expect(await within(classification()).findByText('Página 2 de 7')).toBeInTheDocument();
    expect(within(classification()).getByRole('rowheader', { name: 'Participante 16' })).toBeInTheDocument();
    const asked = server.requestsTo('GET', '/bff/ranking/exam/301').filter((r) => r.query.has('page'));
    expect(asked.at(-1)?.query.get('per_page')).toBe('15');
    expect(asked.at(-1)?.query.get('page')).toBe('2');
  });

  it('says the student’s position and goes to their line', async () => {
    await renderArea('/rankings/301', ROUTES);
    const own = await screen.findByRole('region', { name: 'Sua posição' });
    expect(
      await within(own).findByText('Você está na posição 40º de 100, com 80 acertos.'),
    ).toBeInTheDocument();
    await userEvent.click(within(own).getByRole('button', { name: 'Ir para minha posição' }));
    expect(await within(classification()).findByText('Página 3 de 7')).toBeInTheDocument();
    const mine = within(classification()).getByRole('rowheader', { name: 'Ana Souza (você)' }).closest('tr');
    expect(mine).toHaveAttribute('aria-current', 'true');
    expect(within(mine as HTMLElement).getByText('40º')).toBeInTheDocument();
  });

  it('says so when the student has no entry, and offers to send one', async () => {
    await renderArea('/rankings/301', {
      ...ROUTES,
      'GET /bff/ranking/exam/301/user/1': { data: null },
    });
    expect(
      await screen.findByText('Você ainda não enviou seu gabarito para esta prova.', undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Atualizar meu gabarito' })).toHaveAttribute(
      'href',
      '/rankings/301/submit',
    );
  });

  it('shows a vacancy’s ranking, asked with its etag', async () => {
    const { server } = await renderArea('/rankings/301', ROUTES);
    await screen.findByRole('table', { name: 'Classificação geral' }, { timeout: 10_000 });
    await userEvent.selectOptions(screen.getByLabelText('Ranking por cargo'), 'Cotas raciais (24 vagas)');
    const table = await screen.findByRole('table', { name: 'Classificação: Cotas raciais' });
    expect(within(table).getByRole('rowheader', { name: 'Cotista 1' })).toBeInTheDocument();
    expect(within(classification()).getByText('Página 1 de 2')).toBeInTheDocument();
    await waitFor(() =>
      expect(server.requestsTo('GET', '/bff/ranking/exam/301/vacancy/3012')[0]?.query.get('etag')).toBe(
        'W/"abc"',
      ),
    );
  });

  it('opens the vacancy and page of the address (a reload or a shared link shows the same ranking)', async () => {
    const { server } = await renderArea('/rankings/301?cargo=3012&pagina=2', ROUTES);
    const table = await screen.findByRole(
      'table',
      { name: 'Classificação: Cotas raciais' },
      { timeout: 10_000 },
    );
    expect(within(table).getByRole('rowheader', { name: 'Cotista 16' })).toBeInTheDocument();
    expect(within(classification()).getByText('Página 2 de 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Ranking por cargo')).toHaveValue('3012');
    const asked = server.requestsTo('GET', '/bff/ranking/exam/301/vacancy/3012');
    expect(asked.map((request) => request.query.get('page'))).toEqual(['2']);
    // the general ranking only gave the vacancies: its second page was never asked in the vacancy's place
    expect(generalPages(server)).toEqual(['1']);
  });

  it('keeps the vacancy and the page chosen in the address, and the student’s own page too', async () => {
    await renderArea('/rankings/301', ROUTES);
    await screen.findByRole('table', { name: 'Classificação geral' }, { timeout: 10_000 });
    await userEvent.click(within(classification()).getByRole('link', { name: 'Próxima página' }));
    expect(await within(classification()).findByText('Página 2 de 7')).toBeInTheDocument();
    expect(window.location.search).toBe('?pagina=2');

    // another vacancy starts at its first page
    await userEvent.selectOptions(screen.getByLabelText('Ranking por cargo'), 'Cotas raciais (24 vagas)');
    await screen.findByRole('table', { name: 'Classificação: Cotas raciais' });
    expect(window.location.search).toBe('?cargo=3012');
    await userEvent.click(within(classification()).getByRole('link', { name: 'Próxima página' }));
    expect(await within(classification()).findByText('Página 2 de 2')).toBeInTheDocument();
    expect(window.location.search).toBe('?cargo=3012&pagina=2');

    const own = screen.getByRole('region', { name: 'Sua posição' });
    await userEvent.click(await within(own).findByRole('button', { name: 'Ir para minha posição' }));
    expect(await within(classification()).findByText('Página 3 de 7')).toBeInTheDocument();
    expect(window.location.search).toBe('?pagina=3');
    expect(window.location.pathname).toBe('/rankings/301');

    await userEvent.click(within(classification()).getByRole('link', { name: 'Página anterior' }));
    await userEvent.click(await within(classification()).findByRole('link', { name: 'Página anterior' }));
    expect(await within(classification()).findByText('Página 1 de 7')).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('opens the general ranking’s first page when the address’s vacancy or page is unknown', async () => {
    const { server } = await renderArea('/rankings/301?cargo=9999&pagina=abc', ROUTES);
    const table = await screen.findByRole('table', { name: 'Classificação geral' }, { timeout: 10_000 });
    expect(within(table).getByRole('rowheader', { name: 'Participante 1' })).toBeInTheDocument();
    expect(within(classification()).getByText('Página 1 de 7')).toBeInTheDocument();
    expect(screen.getByLabelText('Ranking por cargo')).toHaveValue('');
    // neither the unknown vacancy nor the malformed page reached the API
    expect(server.requests.filter((request) => request.path.includes('/vacancy/'))).toEqual([]);
    expect(generalPages(server)).toEqual(['1']);
    // the next page is the general ranking's: the unknown vacancy is not carried on
    expect(within(classification()).getByRole('link', { name: 'Próxima página' })).toHaveAttribute(
      'href',
      '/rankings/301?pagina=2',
    );
  });

  it('goes back to the first page when the address’s page is past the last one', async () => {
    await renderArea('/rankings/301?pagina=99', ROUTES);
    await screen.findByRole('region', { name: 'Classificação' }, { timeout: 10_000 });
    expect(await within(classification()).findByText('Página 1 de 7')).toBeInTheDocument();
    expect(screen.queryByText('Ninguém neste ranking ainda.')).not.toBeInTheDocument();
    expect(within(classification()).getByRole('rowheader', { name: 'Participante 1' })).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });
});
