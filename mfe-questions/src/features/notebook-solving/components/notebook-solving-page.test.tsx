import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  captureConsoleErrors,
  closeTestServers,
  renderArea,
  serverError,
} from '../../../testing/render-area';
import { NOTEBOOK_77, NOTEBOOK_77_ROUTES, question } from '../../../testing/fixtures';

afterEach(closeTestServers);

const NOTEBOOK = NOTEBOOK_77;
const STATS = NOTEBOOK_77_ROUTES['GET /bff/questions/notebooks/77/stats'].data;
const routes = NOTEBOOK_77_ROUTES;

describe('notebook page (/cadernos-e-simulados/cadernos/{id})', () => {
  it('shows the counters and links to solve the questions in order', async () => {
    await renderArea('/cadernos-e-simulados/cadernos/77', routes);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Crase e concordância' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Acertos').nextSibling).toHaveTextContent('2');
    expect(screen.getByText('Erros').nextSibling).toHaveTextContent('1');
    expect(screen.getByRole('link', { name: 'Resolver questões' })).toHaveAttribute(
      'href',
      '/questoes/50001?caderno=77&posicao=1',
    );
    const list = screen.getByRole('list', { name: 'Questões do caderno' });
    expect(within(list).getAllByRole('link')[1]).toHaveAttribute(
      'href',
      '/questoes/50003?caderno=77&posicao=2',
    );
    expect(screen.getByRole('link', { name: 'Cadernos e Simulados' })).toHaveAttribute(
      'href',
      '/cadernos-e-simulados',
    );
  });

  it('says Lista on medicina', async () => {
    await renderArea('/cadernos-e-simulados/cadernos/77', routes, { vertical: 'medicina' });
    expect(await screen.findByRole('list', { name: 'Questões da lista' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Listas e Simulados' })).toBeInTheDocument();
  });

  it('an unknown notebook is the missing page', async () => {
    const errors = captureConsoleErrors();
    await renderArea('/cadernos-e-simulados/cadernos/78', {
      'GET /bff/questions/notebooks/78': serverError(404, 'Caderno não encontrado.', 'NOT_FOUND'),
    });
    expect(await screen.findByText('Este caderno não existe ou foi removido.')).toBeInTheDocument();
    // the notebook and its questions are asked together: both answered 404
    await waitFor(() => expect(errors).toHaveBeenCalledTimes(2));
  });

  it('shows the stats: answered, not answered and the hit rate', async () => {
    await renderArea('/cadernos-e-simulados/cadernos/77', routes);
    const performance = await screen.findByRole('region', { name: 'Desempenho' });
    const value = (label: string) => within(performance).getByText(label, { exact: true }).nextSibling;
    await waitFor(() => expect(value('Respondidas')).toHaveTextContent('1'));
    expect(value('Não respondidas')).toHaveTextContent('1');
    expect(value('Questões')).toHaveTextContent('2');
    expect(value('Aproveitamento')).toHaveTextContent('67%');
  });

  it('a failed stats call degrades only the stats; retrying brings them', async () => {
    const user = userEvent.setup();
    const errors = captureConsoleErrors();
    let fail = true;
    await renderArea('/cadernos-e-simulados/cadernos/77', {
      ...routes,
      'GET /bff/questions/notebooks/77/stats': () => (fail ? serverError(500) : { json: { data: STATS } }),
    });
    expect(await screen.findByText('Não foi possível carregar as estatísticas.')).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('[mfe-questions] getNotebookStats falhou', expect.anything());
    expect(screen.getByText('Acertos').nextSibling).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: 'Resolver questões' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Respondidas')).toBeInTheDocument();
  });

  it('offers share, move, print and delete for an own notebook; deleting goes back to the listing', async () => {
    const user = userEvent.setup();
    const { platform, server } = await renderArea('/cadernos-e-simulados/cadernos/77', {
      ...routes,
      'DELETE /bff/questions/notebooks/77': { data: { id: 77, deleted: true } },
      'DELETE /bff/study-table/recent-activities/77': { data: { id: 77 } },
      'GET /bff/questions/folders/base': {
        data: {
          items: { id: 0, name: 'base', path: 'base', tag: 'FOLDER', student_id: 1, subitems: [] },
          pagination: { page: 1, per_page: 10, total: 0, last_page: 1 },
        },
      },
    });
    const actions = await screen.findByRole('group', { name: 'Ações de Crase e concordância' });
    await user.click(
      within(actions).getByRole('button', { name: 'Compartilhar caderno: Crase e concordância' }),
    );
    await user.click(within(actions).getByRole('button', { name: 'Mover caderno: Crase e concordância' }));
    expect(platform.calls.drawers).toEqual([
      {
        kind: 'share',
        item: { id: 77, name: NOTEBOOK.name, path: 'base', tag: 'MY_NOTEBOOK', student_id: 1 },
      },
      {
        kind: 'change-folder-location',
        item: { id: 77, name: NOTEBOOK.name, path: 'base', tag: 'MY_NOTEBOOK', student_id: 1 },
      },
    ]);
    expect(
      within(actions).getByRole('button', { name: 'Imprimir caderno: Crase e concordância' }),
    ).toBeEnabled();

    await user.click(within(actions).getByRole('button', { name: 'Excluir caderno: Crase e concordância' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Excluir caderno?' })).getByRole('button', {
        name: 'Excluir',
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cadernos e Simulados' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/cadernos-e-simulados');
    expect(server.requestsTo('DELETE', '/bff/study-table/recent-activities/77')).toHaveLength(1);
  });

  it('removes a question from an own notebook and reads it again', async () => {
    const user = userEvent.setup();
    let removed = false;
    const { server, platform } = await renderArea('/cadernos-e-simulados/cadernos/77', {
      ...routes,
      'GET /bff/questions/notebooks/77/questions': () => ({
        json: {
          data: removed ? [question(50001)] : [question(50001), question(50003)],
          pagination: { page: 1, per_page: 1000, total: removed ? 1 : 2, last_page: 1 },
        },
      }),
      'DELETE /bff/questions/notebooks/questions': () => {
        removed = true;
        return { json: { data: { questions_id: [50003], notebooks_id: [77] } } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remover questão 50003 do caderno' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Questões do caderno' })).getAllByRole('link'),
      ).toHaveLength(1),
    );
    expect(server.requestsTo('DELETE', '/bff/questions/notebooks/questions')[0]?.json).toEqual({
      questions_id: [50003],
      notebooks_id: [77],
    });
    expect(platform.calls.toasts).toContainEqual(
      expect.objectContaining({ kind: 'success', message: 'Questão 50003 removida do caderno.' }),
    );
  });

  it('a notebook shared with the student: no removing questions, no delete', async () => {
    await renderArea('/cadernos-e-simulados/cadernos/77', {
      ...routes,
      'GET /bff/questions/notebooks/77': { data: { ...NOTEBOOK, student_id: 1012 } },
    });
    const actions = await screen.findByRole('group', { name: 'Ações de Crase e concordância' });
    expect(
      within(actions).getByRole('button', { name: 'Compartilhar caderno: Crase e concordância' }),
    ).toBeInTheDocument();
    expect(within(actions).queryByRole('button', { name: /^Excluir/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remover questão/ })).not.toBeInTheDocument();
  });

  it('reads the notebook again when a host drawer changed it', async () => {
    let name = NOTEBOOK.name;
    const { platform } = await renderArea('/cadernos-e-simulados/cadernos/77', {
      ...routes,
      'GET /bff/questions/notebooks/77': () => ({ json: { data: { ...NOTEBOOK, name } } }),
    });
    await screen.findByRole('heading', { level: 1, name: NOTEBOOK.name });
    name = 'Crase revisada';
    act(() => {
      platform.bus.emit('notebook-updated', { id: 99, name: 'Outro' });
    });
    act(() => {
      platform.bus.emit('notebook-updated', { id: 77, name });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Crase revisada' })).toBeInTheDocument();
  });
});
