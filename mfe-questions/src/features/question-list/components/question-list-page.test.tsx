import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordedRequest } from 'shared-contracts/testing';
import {
  captureConsoleErrors,
  closeTestServers,
  renderArea,
  serverError,
} from '../../../testing/render-area';
import { question, searchPage } from '../../../testing/fixtures';
import { filterCacheKey } from '../../question-selection/state/filter-cache';
import { pickedFilter } from '../../question-selection/state/filter-store';

afterEach(closeTestServers);

const PAGE_1 = Array.from({ length: 10 }, (_, index) => question(50069 - index));
const PAGE_2 = [question(50059), question(50058)];

function byPage(request: RecordedRequest) {
  return { json: request.query.get('page') === '2' ? searchPage(PAGE_2, 12, 2) : searchPage(PAGE_1, 12, 1) };
}

describe('question listing (/questoes/listagem)', () => {
  it('lists page 1 of the selection in the URL: per_page 10, DESC, includente filters', async () => {
    const { server } = await renderArea('/questoes/listagem?disciplina=1', {
      'POST /bff/questions/search': byPage,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Questões' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Lista de questões' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('12 questões encontradas')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Resolver questão 50069' })).toHaveAttribute(
      'href',
      '/questoes/50069',
    );
    const [request] = server.requestsTo('POST', '/bff/questions/search');
    expect(Object.fromEntries(request!.query)).toEqual({
      page: '1',
      per_page: '10',
      order: 'DESC',
      sort: 'id',
    });
    expect(request?.json).toEqual({
      filters: [
        { entity: 'disciplina', entity_ids: [1], add: true, filtro_includente: true, origin: 'QUESTOES' },
      ],
      input_term: '',
    });
  });

  it('goes to the next page through a link that keeps the selection in the URL', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/questoes/listagem?assunto=101,102&q=verbo', {
      'POST /bff/questions/search': byPage,
    });
    await screen.findByRole('list', { name: 'Lista de questões' });
    const pages = screen.getByRole('navigation', { name: 'Páginas de questões' });
    // the page is in the address: links, not buttons (none back from the first page)
    expect(within(pages).queryByRole('button')).not.toBeInTheDocument();
    expect(within(pages).queryByRole('link', { name: 'Página anterior' })).not.toBeInTheDocument();
    const next = within(pages).getByRole('link', { name: 'Próxima página' });
    expect(next).toHaveAttribute('href', '/questoes/listagem?assunto=101,102&q=verbo&pagina=2');
    await user.click(next);
    expect(await screen.findByRole('heading', { name: 'Questão 50058' })).toBeInTheDocument();
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
    const last = server.requestsTo('POST', '/bff/questions/search').at(-1);
    expect(last?.query.get('page')).toBe('2');
    expect(last?.json).toMatchObject({ input_term: 'verbo' });
    expect(window.location.search).toBe('?assunto=101,102&q=verbo&pagina=2');
    expect(screen.getByRole('link', { name: 'Página anterior' })).toHaveAttribute(
      'href',
      '/questoes/listagem?assunto=101,102&q=verbo',
    );
  });

  it('asks for a selection when the URL has none (no call is made)', async () => {
    const { server } = await renderArea('/questoes/listagem', {});
    expect(screen.getByRole('heading', { name: 'Nenhum filtro selecionado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para a seleção de questões' })).toHaveAttribute(
      'href',
      '/questoes/buscar',
    );
    expect(server.requests).toHaveLength(0);
  });

  it('shows an empty state when nothing matches', async () => {
    await renderArea('/questoes/listagem?disciplina=9', { 'POST /bff/questions/search': searchPage([], 0) });
    expect(await screen.findByRole('heading', { name: 'Nenhuma questão encontrada' })).toBeInTheDocument();
  });

  it('shows an error with retry, and recovers', async () => {
    const user = userEvent.setup();
    const errors = captureConsoleErrors();
    let fail = true;
    await renderArea('/questoes/listagem?disciplina=1', {
      'POST /bff/questions/search': (request: RecordedRequest) =>
        fail ? serverError(503, 'Serviço indisponível.') : byPage(request),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Serviço indisponível.');
    expect(errors).toHaveBeenCalledWith('[mfe-questions] searchQuestions falhou', expect.anything());
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('list', { name: 'Lista de questões' })).toBeInTheDocument();
  });
});

describe('search results and the selection’s filters', () => {
  it('a term without a selection on the listing opens the search results (search v2, no filters)', async () => {
    const { server } = await renderArea('/questoes/listagem?q=crase', {
      'POST /bff/search/v2/questions/aggregated': { json: searchPage([question(50003)], 1) },
    });
    expect(await screen.findByText('1 questão encontrada')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/questoes/resultado-pesquisa');
    expect(window.location.search).toBe('?q=crase');
    expect(server.requestsTo('POST', '/bff/search/v2/questions/aggregated')[0]?.json).toEqual({
      q: 'crase',
      entity_types: ['questions'],
      page: 1,
      per_page: 10,
    });
    expect(server.requestsTo('POST', '/bff/questions/search')).toHaveLength(0);
    expect(server.requestsTo('GET', '/bff/questions/topics')).toHaveLength(0);
  });

  it('?selecao=1 lists the question selection’s cached filters and term', async () => {
    window.localStorage.setItem(
      // the signed-in test student's own cache (createTestPlatform signs in student 1)
      filterCacheKey(1),
      JSON.stringify({
        filters: {
          banca: {
            main: [pickedFilter('banca', 'FGV', 'Banca: FGV')],
            secondary: [],
          },
        },
        selectedIds: ['banca:FGV'],
        searchTerm: 'verbo',
      }),
    );
    const { server } = await renderArea('/questoes/listagem?selecao=1', {
      'POST /bff/questions/search': byPage,
    });
    expect(await screen.findByText('12 questões encontradas')).toBeInTheDocument();
    expect(server.requestsTo('POST', '/bff/questions/search')[0]?.json).toEqual({
      filters: [
        { entity: 'banca', entity_ids: ['FGV'], add: true, filtro_includente: true, origin: 'QUESTOES' },
      ],
      input_term: 'verbo',
    });
    expect(
      within(screen.getByRole('navigation', { name: 'Páginas de questões' })).getByRole('link', {
        name: 'Próxima página',
      }),
    ).toHaveAttribute('href', '/questoes/listagem?selecao=1&pagina=2');
  });
});
