import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createTestPlatform, type TestPlatform } from 'shared-contracts/testing';
import { AreaProviders } from '../area-providers';
import { PrefetchLink } from '../page/prefetch-link';
import { createAreaQueryClient } from './create-area-query-client';
import { FRESH_ON_RETURN } from './query-constants';
import { QueryView } from './query-view';

function renderInArea(ui: ReactNode, client: QueryClient, platform: TestPlatform = createTestPlatform()) {
  return render(
    <AreaProviders
      platform={platform}
      queryClient={client}
      invalidateOn={[{ events: ['notebook-created', 'notebook-deleted'], queryKey: ['test', 'notebooks'] }]}
    >
      {ui}
    </AreaProviders>,
  );
}

function notebooksQuery(load: () => Promise<string[]>, fresh = false) {
  return queryOptions({ queryKey: ['test', 'notebooks'], queryFn: load, ...(fresh ? FRESH_ON_RETURN : {}) });
}

function Notebooks({ load, fresh }: { load: () => Promise<string[]>; fresh?: boolean }) {
  const query = useQuery(notebooksQuery(load, fresh));
  return (
    <QueryView
      query={query}
      errorMessage="Não foi possível carregar os cadernos."
      isEmpty={(names) => names.length === 0}
      empty={<p>Nenhum caderno ainda.</p>}
    >
      {(names) => (
        <ul aria-label="Cadernos">
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

function httpError(status: number) {
  return Object.assign(new Error(`status ${status}`), {
    name: 'HTTPError',
    response: new Response('{}', { status }),
  });
}

describe('QueryView and the area query client', () => {
  it('shows a skeleton, then the content', async () => {
    const load = jest.fn().mockResolvedValue(['Crase', 'Regência']);
    renderInArea(<Notebooks load={load} />, createAreaQueryClient());
    expect(screen.getByRole('status', { name: 'Carregando' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Cadernos' })).toHaveTextContent('CraseRegência');
    expect(screen.queryByRole('status', { name: 'Carregando' })).not.toBeInTheDocument();
  });

  it('shows nothing while loading when the view asks for no skeleton (a part that only appears with data)', async () => {
    let resolve: (names: string[]) => void = () => undefined;
    function Quiet() {
      const query = useQuery({
        queryKey: ['test', 'quiet'],
        queryFn: () => new Promise<string[]>((done) => (resolve = done)),
      });
      return (
        <section aria-label="Parte discreta">
          <QueryView query={query} errorMessage="Falhou." skeleton={null}>
            {(names) => <p>{names.join(', ')}</p>}
          </QueryView>
        </section>
      );
    }
    renderInArea(<Quiet />, createAreaQueryClient());
    expect(screen.getByRole('region', { name: 'Parte discreta' })).toBeEmptyDOMElement();
    act(() => resolve(['Crase']));
    expect(await screen.findByText('Crase')).toBeInTheDocument();
  });

  it('with deferFirstAnswer, keeps the skeleton in the blocking render of the answer and shows the content in the next', async () => {
    let resolve: (names: string[]) => void = () => undefined;
    const committed: (string | null)[] = [];
    function Slow() {
      const query = useQuery({
        queryKey: ['test', 'slow'],
        queryFn: () => new Promise<string[]>((done) => (resolve = done)),
      });
      return (
        <Profiler id="slow" onRender={() => committed.push(document.body.textContent)}>
          <QueryView
            query={query}
            errorMessage="Falhou."
            skeleton={<p>Carregando cadernos</p>}
            deferFirstAnswer
          >
            {(names) => <p>{names.join(', ')}</p>}
          </QueryView>
        </Profiler>
      );
    }
    renderInArea(<Slow />, createAreaQueryClient());
    await waitFor(() => expect(committed).not.toHaveLength(0));
    committed.length = 0;

    act(() => resolve(['Crase', 'Regência']));

    expect(await screen.findByText('Crase, Regência')).toBeInTheDocument();
    // the answer's own render (useSyncExternalStore's, which React never slices) still shows the skeleton
    expect(committed[0]).toBe('Carregando cadernos');
    expect(committed.at(-1)).toBe('Crase, Regência');
  });

  it('shows the empty state for empty data', async () => {
    renderInArea(<Notebooks load={() => Promise.resolve([])} />, createAreaQueryClient());
    expect(await screen.findByText('Nenhum caderno ainda.')).toBeInTheDocument();
  });

  it('shows an empty list as the empty state given by its title, description and action, with no isEmpty', async () => {
    function Empty() {
      const query = useQuery({ queryKey: ['test', 'empty'], queryFn: () => Promise.resolve([] as string[]) });
      return (
        <QueryView
          query={query}
          errorMessage="Não foi possível carregar os cadernos."
          empty={{
            title: 'Nenhum caderno ainda',
            description: 'Crie o primeiro.',
            action: <a href="/novo">Criar</a>,
          }}
        >
          {(names) => <p>{names.length} cadernos</p>}
        </QueryView>
      );
    }
    renderInArea(<Empty />, createAreaQueryClient());
    expect(await screen.findByRole('heading', { name: 'Nenhum caderno ainda' })).toBeInTheDocument();
    expect(screen.getByText('Crie o primeiro.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Criar' })).toHaveAttribute('href', '/novo');
    expect(screen.queryByText('0 cadernos')).not.toBeInTheDocument();
  });

  it('tries once (ky already retried), shows the error, and the retry button loads again', async () => {
    const load = jest.fn().mockRejectedValueOnce(httpError(503)).mockResolvedValue(['Crase']);
    renderInArea(<Notebooks load={load} />, createAreaQueryClient());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar os cadernos.');
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('list', { name: 'Cadernos' })).toHaveTextContent('Crase');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tells the student to wait a little on a 429 instead of the generic error', async () => {
    renderInArea(<Notebooks load={() => Promise.reject(httpError(429))} />, createAreaQueryClient());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Muitas solicitações em pouco tempo. Aguarde alguns segundos e tente novamente.',
    );
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('shows the not-found content for a 404 when given one', async () => {
    const client = createAreaQueryClient();
    function Item() {
      const query = useQuery({ queryKey: ['test', 'item'], queryFn: () => Promise.reject(httpError(404)) });
      return (
        <QueryView query={query} errorMessage="Falhou." notFound={<h1>Caderno não encontrado</h1>}>
          {() => null}
        </QueryView>
      );
    }
    renderInArea(<Item />, client);
    expect(await screen.findByRole('heading', { name: 'Caderno não encontrado' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a page the student comes back to at once from cache, with no skeleton and no new request while fresh', async () => {
    const client = createAreaQueryClient();
    const load = jest.fn().mockResolvedValue(['Crase']);
    const first = renderInArea(<Notebooks load={load} />, client);
    await screen.findByRole('list', { name: 'Cadernos' });
    first.unmount();
    renderInArea(<Notebooks load={load} />, client);
    expect(screen.getByRole('list', { name: 'Cadernos' })).toHaveTextContent('Crase');
    expect(screen.queryByRole('status', { name: 'Carregando' })).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the data on screen while a stale page revalidates quietly, once', async () => {
    const client = createAreaQueryClient();
    let resolveSecond: (names: string[]) => void = () => undefined;
    const load = jest
      .fn()
      .mockResolvedValueOnce(['Crase'])
      .mockImplementationOnce(() => new Promise<string[]>((resolve) => (resolveSecond = resolve)));
    const first = renderInArea(<Notebooks load={load} />, client);
    await screen.findByRole('list', { name: 'Cadernos' });
    first.unmount();
    await client.invalidateQueries({ queryKey: ['test', 'notebooks'] }); // as if the fresh time had passed
    renderInArea(<Notebooks load={load} />, client);
    expect(screen.getByRole('list', { name: 'Cadernos' })).toHaveTextContent('Crase');
    expect(screen.queryByRole('status', { name: 'Carregando' })).not.toBeInTheDocument();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('list', { name: 'Cadernos' })).toHaveTextContent('Crase');
    await act(async () => resolveSecond(['Crase', 'Regência']));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Cadernos' })).toHaveTextContent('CraseRegência'),
    );
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads an excluded page fresh on every return (FRESH_ON_RETURN)', async () => {
    const client = createAreaQueryClient();
    const load = jest.fn().mockResolvedValue(['Crase']);
    const first = renderInArea(<Notebooks load={load} fresh />, client);
    await screen.findByRole('list', { name: 'Cadernos' });
    first.unmount();
    await waitFor(() =>
      expect(client.getQueryCache().find({ queryKey: ['test', 'notebooks'] })).toBeUndefined(),
    );
    renderInArea(<Notebooks load={load} fresh />, client);
    expect(screen.getByRole('status', { name: 'Carregando' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Cadernos' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('refetches the queries a bus event makes out of date, and stops listening on unmount', async () => {
    const client = createAreaQueryClient();
    const platform = createTestPlatform();
    const load = jest.fn().mockResolvedValueOnce(['Crase']).mockResolvedValue(['Crase', 'Novo caderno']);
    const view = renderInArea(<Notebooks load={load} />, client, platform);
    await screen.findByRole('list', { name: 'Cadernos' });
    act(() => {
      platform.bus.emit('notebook-created', { id: 7, name: 'Novo caderno' });
    });
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Cadernos' })).toHaveTextContent('Novo caderno'),
    );
    expect(load).toHaveBeenCalledTimes(2);
    view.unmount();
    platform.bus.emit('notebook-deleted', { id: 7 });
    platform.bus.emit('folder-updated', { id: 1 });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('PrefetchLink', () => {
  it("fetches the linked page's data when the pointer rests on it or it gets focus, before any click", async () => {
    const client = createAreaQueryClient();
    const load = jest.fn().mockResolvedValue(['Crase']);
    renderInArea(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route
            path="/"
            element={
              <PrefetchLink to="/cadernos" prefetchData={notebooksQuery(load)}>
                Meus cadernos
              </PrefetchLink>
            }
          />
          <Route path="/cadernos" element={<Notebooks load={load} />} />
        </Routes>
      </MemoryRouter>,
      client,
    );
    const link = screen.getByRole('link', { name: 'Meus cadernos' });
    await userEvent.hover(link);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    link.focus();
    await userEvent.click(link);
    // the page opens with its data: no skeleton, and the fresh prefetch is not fetched again
    expect(screen.getByRole('list', { name: 'Cadernos' })).toHaveTextContent('Crase');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
