import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordedRequest } from 'shared-contracts/testing';
import { closeTestServers, renderArea, serverError } from '../../../testing/render-area';
import { SUBJECTS_OF_1, TOPICS, searchPage, topicsPage } from '../../../testing/fixtures';

afterEach(closeTestServers);

const NO_INCLUDENTE = 'Requisição inválida: não existe filtro includente em filters';

function countReply(request: RecordedRequest) {
  const body = request.json as { filters: unknown[] };
  const flat = JSON.stringify(body.filters);
  const total =
    flat.includes('"assunto"') && flat.includes('"disciplina"') ? 11 : flat.includes('"assunto"') ? 2 : 8;
  return { json: searchPage([], total, 1, 1) };
}

describe('question selection (/questoes/buscar)', () => {
  it('lists the disciplines of the server with their question counts', async () => {
    const { server } = await renderArea('/questoes/buscar', {
      'GET /bff/questions/topics': topicsPage(TOPICS),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Seleção de questões' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Língua Portuguesa' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Direito Constitucional' })).toHaveAccessibleDescription(
      '7 questões',
    );
    const [request] = server.requestsTo('GET', '/bff/questions/topics');
    expect(request?.query.get('page')).toBe('1');
    expect(request?.query.get('perPage')).toBe('50');
    expect(request?.query.get('has_questions')).toBe('true');
  });

  it('searches topics with the labelled search input (q)', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/questoes/buscar', {
      'GET /bff/questions/topics': (request: RecordedRequest) =>
        request.query.get('q') === 'crase'
          ? { json: topicsPage([SUBJECTS_OF_1[1]!]) }
          : { json: topicsPage(TOPICS) },
    });
    await screen.findByRole('checkbox', { name: 'Língua Portuguesa' });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar disciplina ou assunto' }), 'crase');
    expect(await screen.findByRole('checkbox', { name: 'Crase' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Língua Portuguesa' })).not.toBeInTheDocument();
    expect(server.requestsTo('GET', '/bff/questions/topics').at(-1)?.query.get('q')).toBe('crase');
  });

  it('selecting a discipline counts its questions (page=1&perPage=1, includente filter) and links to the listing', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/questoes/buscar', {
      'GET /bff/questions/topics': topicsPage(TOPICS),
      'GET /bff/questions/topics/1/children': topicsPage(SUBJECTS_OF_1),
      'POST /bff/questions/search': countReply,
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Língua Portuguesa' }));
    expect(await screen.findByText('8 questões encontradas')).toBeInTheDocument();
    const [count] = server.requestsTo('POST', '/bff/questions/search');
    expect(count?.query.get('page')).toBe('1');
    expect(count?.query.get('perPage')).toBe('1');
    expect(count?.json).toEqual({
      filters: [
        { entity: 'disciplina', entity_ids: [1], add: true, filtro_includente: true, origin: 'QUESTOES' },
      ],
      input_term: '',
    });
    expect(screen.getByRole('link', { name: 'Ver 8 questões' })).toHaveAttribute(
      'href',
      '/questoes/listagem?disciplina=1',
    );

    // a subject of another row joins as a second includente row of a matrix
    await user.click(screen.getByRole('button', { name: 'Ver assuntos de Língua Portuguesa' }));
    const subjects = await screen.findByRole('list', { name: 'Assuntos de Língua Portuguesa' });
    await user.click(within(subjects).getByRole('checkbox', { name: 'Crase' }));
    expect(await screen.findByText('11 questões encontradas')).toBeInTheDocument();
    expect(server.requestsTo('POST', '/bff/questions/search').at(-1)?.json).toEqual({
      filters: [
        [{ entity: 'disciplina', entity_ids: [1], add: true, filtro_includente: true, origin: 'QUESTOES' }],
        [{ entity: 'assunto', entity_ids: [102], add: true, filtro_includente: true, origin: 'QUESTOES' }],
      ],
      input_term: '',
    });
    expect(screen.getByRole('link', { name: 'Ver 11 questões' })).toHaveAttribute(
      'href',
      '/questoes/listagem?disciplina=1&assunto=102',
    );

    await user.click(screen.getByRole('button', { name: 'Remover Língua Portuguesa da seleção' }));
    expect(await screen.findByText('2 questões encontradas')).toBeInTheDocument();
  });

  it('shows the server’s includente message when the count is refused, and retries', async () => {
    const user = userEvent.setup();
    let refuse = true;
    await renderArea('/questoes/buscar', {
      'GET /bff/questions/topics': topicsPage(TOPICS),
      'POST /bff/questions/search': () =>
        refuse ? serverError(400, NO_INCLUDENTE, 'INVALID_FILTERS') : { json: searchPage([], 5, 1, 1) },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Informática' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NO_INCLUDENTE);
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('5 questões encontradas')).toBeInTheDocument();
  });

  it('shows an empty state when no topic matches', async () => {
    await renderArea('/questoes/buscar', { 'GET /bff/questions/topics': topicsPage([]) });
    expect(
      await screen.findByRole('heading', { name: 'Nenhuma disciplina com questões' }),
    ).toBeInTheDocument();
  });

  it('shows an error with a retry button when the topics fail, and recovers', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { server } = await renderArea('/questoes/buscar', {
      'GET /bff/questions/topics': () => (fail ? serverError(500) : { json: topicsPage(TOPICS) }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar as disciplinas.');
    // the rest of the page still works
    expect(screen.getByRole('heading', { name: 'Sua seleção' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('checkbox', { name: 'Informática' })).toBeInTheDocument();
    await waitFor(() =>
      expect(server.requestsTo('GET', '/bff/questions/topics').length).toBeGreaterThanOrEqual(2),
    );
  });
});
