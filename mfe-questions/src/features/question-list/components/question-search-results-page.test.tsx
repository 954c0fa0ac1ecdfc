import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordedRequest } from 'shared-contracts/testing';
import {
  captureConsoleErrors,
  closeTestServers,
  renderArea,
  serverError,
} from '../../../testing/render-area';
import { question, searchPage } from '../../../testing/fixtures';

afterEach(closeTestServers);

const AGGREGATED = 'POST /bff/search/v2/questions/aggregated';
const PAGE_1 = Array.from({ length: 10 }, (_, index) => question(50069 - index));
const PAGE_2 = [question(50059), question(50058)];

function byPage(request: RecordedRequest) {
  const { page } = request.json as { page: number };
  return { json: page === 2 ? searchPage(PAGE_2, 12, 2) : searchPage(PAGE_1, 12, 1) };
}

function aggregatedRequests(server: { requestsTo: (method: string, path: string) => RecordedRequest[] }) {
  return server.requestsTo('POST', '/bff/search/v2/questions/aggregated');
}

describe('question search results (/questoes/resultado-pesquisa)', () => {
  it('lists the questions the term finds with search v2: {q, entity_types, page 1, per_page 10}', async () => {
    const { server } = await renderArea('/questoes/resultado-pesquisa?q=crase', { [AGGREGATED]: byPage });
    expect(screen.getByRole('heading', { level: 1, name: 'Resultados da busca' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Questões encontradas para "crase"' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('12 questões encontradas')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Resolver questão 50069' })).toHaveAttribute(
      'href',
      '/questoes/50069',
    );
    expect(screen.getByRole('searchbox', { name: 'Buscar questões' })).toHaveValue('crase');
    const [request] = aggregatedRequests(server);
    expect(request?.json).toEqual({ q: 'crase', entity_types: ['questions'], page: 1, per_page: 10 });
    // the term alone: neither the filtered search nor the topics are asked
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /bff/search/v2/questions/aggregated',
    ]);
  });

  it('pages through links that keep the term (the page is in the address)', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/questoes/resultado-pesquisa?q=crase', { [AGGREGATED]: byPage });
    await screen.findByRole('list', { name: 'Questões encontradas para "crase"' });
    const pages = screen.getByRole('navigation', { name: 'Páginas de resultados' });
    expect(within(pages).queryByRole('button')).not.toBeInTheDocument();
    const next = within(pages).getByRole('link', { name: 'Próxima página' });
    expect(next).toHaveAttribute('href', '/questoes/resultado-pesquisa?q=crase&pagina=2');
    await user.click(next);
    expect(await screen.findByRole('heading', { name: 'Questão 50058' })).toBeInTheDocument();
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
    expect(aggregatedRequests(server).at(-1)?.json).toEqual({
      q: 'crase',
      entity_types: ['questions'],
      page: 2,
      per_page: 10,
    });
    expect(screen.getByRole('link', { name: 'Página anterior' })).toHaveAttribute(
      'href',
      '/questoes/resultado-pesquisa?q=crase',
    );
  });

  it('opens the page of the address (?pagina=2)', async () => {
    const { server } = await renderArea('/questoes/resultado-pesquisa?q=crase&pagina=2', {
      [AGGREGATED]: byPage,
    });
    expect(await screen.findByRole('heading', { name: 'Questão 50059' })).toBeInTheDocument();
    expect(aggregatedRequests(server)).toHaveLength(1);
    expect(aggregatedRequests(server)[0]?.json).toMatchObject({ page: 2 });
  });

  it('asks nothing without a term, and searches the term the student types', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/questoes/resultado-pesquisa', { [AGGREGATED]: byPage });
    expect(screen.getByText('Digite um termo para buscar questões.')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar questões' }), '  regência ');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(
      await screen.findByRole('list', { name: 'Questões encontradas para "regência"' }),
    ).toBeInTheDocument();
    expect(window.location.search).toBe(`?q=${encodeURIComponent('regência')}`);
    expect(aggregatedRequests(server)[0]?.json).toMatchObject({ q: 'regência', page: 1 });
  });

  it('a new search is a new history entry at its first page: back returns to the previous search', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/questoes/resultado-pesquisa?q=crase&pagina=2', {
      [AGGREGATED]: byPage,
    });
    expect(await screen.findByRole('heading', { name: 'Questão 50059' })).toBeInTheDocument();
    const field = () => screen.getByRole('searchbox', { name: 'Buscar questões' });
    await user.clear(field());
    await user.type(field(), 'regência');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(
      await screen.findByRole('list', { name: 'Questões encontradas para "regência"' }),
    ).toBeInTheDocument();
    expect(window.location.search).toBe(`?q=${encodeURIComponent('regência')}`);
    expect(field()).toHaveValue('regência');
    expect(aggregatedRequests(server).at(-1)?.json).toMatchObject({ q: 'regência', page: 1 });

    act(() => window.history.back());
    expect(await screen.findByRole('heading', { name: 'Questão 50059' })).toBeInTheDocument();
    expect(window.location.search).toBe('?q=crase&pagina=2');
    expect(field()).toHaveValue('crase');
  });

  it('keeps a term typed but not searched across a reload, and forgets it once searched', async () => {
    const user = userEvent.setup();
    const field = () => screen.findByRole('searchbox', { name: 'Buscar questões' });
    const first = await renderArea('/questoes/resultado-pesquisa?q=crase&pagina=2', { [AGGREGATED]: byPage });
    await user.clear(await field());
    await user.type(await field(), 'regên');
    first.unmount();

    // reloaded: the results of the address, the field with what was typed
    const second = await renderArea('/questoes/resultado-pesquisa?q=crase&pagina=2', {
      [AGGREGATED]: byPage,
    });
    expect(await field()).toHaveValue('regên');
    expect(await screen.findByRole('heading', { name: 'Questão 50059' })).toBeInTheDocument();
    expect(aggregatedRequests(second.server).map((request) => request.json)).toEqual([
      { q: 'crase', entity_types: ['questions'], page: 2, per_page: 10 },
    ]);
    // another search shown has its own field
    second.unmount();
    const other = await renderArea('/questoes/resultado-pesquisa?q=regra', { [AGGREGATED]: byPage });
    expect(await field()).toHaveValue('regra');
    other.unmount();

    const third = await renderArea('/questoes/resultado-pesquisa?q=crase&pagina=2', { [AGGREGATED]: byPage });
    await user.type(await field(), 'cia');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(
      await screen.findByRole('list', { name: 'Questões encontradas para "regência"' }),
    ).toBeInTheDocument();
    expect(await field()).toHaveValue('regência');
    third.unmount();

    // searched: the draft is done with, the search of the address shows again
    await renderArea('/questoes/resultado-pesquisa?q=crase&pagina=2', { [AGGREGATED]: byPage });
    expect(await field()).toHaveValue('crase');
  });

  it('keeps a term typed but not searched across a sign-in round trip', async () => {
    const user = userEvent.setup();
    const { platform } = await renderArea('/questoes/resultado-pesquisa', { [AGGREGATED]: byPage });
    const student = platform.session.getUser();
    const field = () => screen.findByRole('searchbox', { name: 'Buscar questões' });
    await user.type(await field(), 'concordância');
    // the session ends (a 401) and the student signs in again
    act(() => platform.setUser(null));
    expect(await field()).toHaveValue('');
    act(() => platform.setUser(student));
    expect(await field()).toHaveValue('concordância');
  });

  it('says when the term finds nothing', async () => {
    await renderArea('/questoes/resultado-pesquisa?q=xyz', { [AGGREGATED]: searchPage([], 0) });
    expect(
      await screen.findByRole('heading', { name: 'Nenhuma questão encontrada para "xyz"' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Tente outro termo de busca.')).toBeInTheDocument();
  });

  it('shows the server’s message with a retry when the search fails, logs it, and recovers', async () => {
    const user = userEvent.setup();
    const errors = captureConsoleErrors();
    let fail = true;
    await renderArea('/questoes/resultado-pesquisa?q=crase', {
      [AGGREGATED]: (request: RecordedRequest) =>
        fail ? serverError(503, 'Serviço indisponível.') : byPage(request),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Serviço indisponível.');
    expect(errors).toHaveBeenCalledWith(
      '[mfe-questions] searchQuestionsAggregated falhou',
      expect.anything(),
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await screen.findByRole('list', { name: 'Questões encontradas para "crase"' }),
    ).toBeInTheDocument();
  });

  it('is never kept (spec 1 §2): back from a question, the results are asked again', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/questoes/resultado-pesquisa?q=crase', {
      [AGGREGATED]: searchPage([question(50001)]),
      'GET /bff/questions/50001': { data: question(50001) },
      'GET /bff/questions/50001/comments': { data: [] },
    });
    await user.click(await screen.findByRole('link', { name: 'Resolver questão 50001' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Questão 50001' })).toBeInTheDocument();
    act(() => window.history.back());
    expect(await screen.findByRole('status', { name: 'Buscando questões' })).toBeInTheDocument();
    expect(
      await screen.findByRole('list', { name: 'Questões encontradas para "crase"' }),
    ).toBeInTheDocument();
    expect(aggregatedRequests(server)).toHaveLength(2);
  });
});
