import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DownloadRequest, ItemEventPayload } from 'shared-contracts';
import { captureConsoleErrors, closeTestServers, renderArea } from '../../testing/render-area';
import { LISTING_ITEMS, listing } from '../../testing/fixtures';
import { printNotebook } from './item-actions';
import { DELETE_FAILED, PRINT_REQUESTED } from './item-menu-actions';

afterEach(closeTestServers);

const ROOT = 'GET /bff/questions/folders/base';
const NOTEBOOK = 'Crase e concordância — revisão';
const EXAM = 'Simulado PF 2025 — Agente';

/** lets the listing's refetch land inside act before the test ends */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

test('deleting asks first; confirmed, the notebook and its recent activity go and the listing refreshes', async () => {
  const user = userEvent.setup();
  const { server, platform } = await renderArea('/cadernos-e-simulados', {
    [ROOT]: listing(LISTING_ITEMS),
    'DELETE /bff/questions/notebooks/101': { data: { id: 101, deleted: true } },
    'DELETE /bff/study-table/recent-activities/101': { data: { id: 101 } },
  });
  const deleted: ItemEventPayload[] = [];
  platform.bus.on('notebook-deleted').subscribe((payload) => deleted.push(payload));
  await user.click(await screen.findByRole('button', { name: `Excluir caderno: ${NOTEBOOK}` }));
  const dialog = screen.getByRole('dialog', { name: 'Excluir caderno?' });
  expect(dialog).toHaveTextContent('Esta ação não pode ser desfeita.');
  await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  expect(server.requestsTo('DELETE', '/bff/questions/notebooks/101')).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: `Excluir caderno: ${NOTEBOOK}` }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Excluir' }));
  await waitFor(() => expect(deleted).toEqual([{ id: 101, name: NOTEBOOK, path: expect.any(String) }]));
  expect(server.requestsTo('DELETE', '/bff/study-table/recent-activities/101')).toHaveLength(1);
  await waitFor(() => expect(server.requestsTo('GET', '/bff/questions/folders/base')).toHaveLength(2));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await settle();
});

test('an exam can be deleted; items shared with the student cannot', async () => {
  const user = userEvent.setup();
  const { server } = await renderArea('/cadernos-e-simulados', {
    [ROOT]: listing(LISTING_ITEMS),
    'DELETE /bff/questions/student-exams/201': { data: { id: 201, deleted: true } },
  });
  await user.click(await screen.findByRole('button', { name: `Excluir simulado: ${EXAM}` }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Excluir simulado?' })).getByRole('button', {
      name: 'Excluir',
    }),
  );
  await waitFor(() =>
    expect(server.requestsTo('DELETE', '/bff/questions/student-exams/201')).toHaveLength(1),
  );
  await waitFor(() => expect(server.requestsTo('GET', '/bff/questions/folders/base')).toHaveLength(2));
  expect(
    screen.queryByRole('button', { name: /^Excluir caderno: Grupo de estudos/ }),
  ).not.toBeInTheDocument();
});

test('printing a notebook: requested, polled until ready, then the zip goes to the downloads strip', async () => {
  const user = userEvent.setup();
  let polls = 0;
  const { server, platform } = await renderArea('/cadernos-e-simulados', {
    [ROOT]: listing(LISTING_ITEMS),
    'POST /bff/questions/notebooks/101/print': {
      status: 202,
      json: { data: { id: 7, status: 'requested' } },
    },
    'GET /bff/questions/notebooks/print/7': () => {
      polls += 1;
      return polls < 2
        ? { json: { data: { id: 7, status: 'processing' } } }
        : { json: { data: { id: 7, status: 'done', url: '/bff/questions/notebooks/print/7/download' } } };
    },
  });
  const downloads: DownloadRequest[] = [];
  platform.bus.on('download:enqueue').subscribe((request) => downloads.push(request));
  await user.click(await screen.findByRole('button', { name: `Imprimir caderno: ${NOTEBOOK}` }));
  expect(platform.calls.toasts).toContainEqual({ kind: 'info', message: PRINT_REQUESTED });
  await waitFor(() => expect(downloads).toHaveLength(1), { timeout: 5000 });
  expect(downloads[0]).toEqual({
    url: '/bff/questions/notebooks/print/7/download',
    name: `${NOTEBOOK}.zip`,
    options: { mimeType: 'application/zip' },
  });
  expect(server.requestsTo('POST', '/bff/questions/notebooks/101/print')[0]?.json).toMatchObject({
    remove_subject: false,
  });
  expect(screen.queryByRole('button', { name: `Imprimir simulado: ${EXAM}` })).not.toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getByRole('button', { name: `Imprimir caderno: ${NOTEBOOK}` })).not.toHaveAttribute(
      'aria-busy',
      'true',
    ),
  );
});

test('a print that never gets ready gives up after the polls (logged)', async () => {
  const errors = captureConsoleErrors();
  const { server, platform } = await renderArea('/cadernos-e-simulados', {
    [ROOT]: listing(LISTING_ITEMS),
    'POST /bff/questions/notebooks/101/print': {
      status: 202,
      json: { data: { id: 8, status: 'requested' } },
    },
    'GET /bff/questions/notebooks/print/8': { data: { id: 8, status: 'processing' } },
  });
  await screen.findByRole('button', { name: `Imprimir caderno: ${NOTEBOOK}` });
  const item = LISTING_ITEMS.find((entry) => entry.id === 101)!;
  await expect(printNotebook(platform.http, item, { maxPolls: 3, wait: async () => {} })).rejects.toThrow(
    'a impressão não ficou pronta',
  );
  expect(errors).toHaveBeenCalledWith('[mfe-questions] printNotebook falhou', expect.any(Error));
  expect(server.requestsTo('GET', '/bff/questions/notebooks/print/8')).toHaveLength(3);
});

test('a folder can be deleted after a confirmation: DELETE /bff/questions/folders/{id}, the listing refreshes', async () => {
  const user = userEvent.setup();
  let items = LISTING_ITEMS;
  const { server, platform } = await renderArea('/cadernos-e-simulados', {
    [ROOT]: () => ({ json: listing(items) }),
    'DELETE /bff/questions/folders/1': () => {
      items = LISTING_ITEMS.filter((item) => item.id !== 1);
      return { json: { data: { id: 1, deleted: true } } };
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Excluir pasta: Direito Constitucional' }));
  const dialog = screen.getByRole('dialog', { name: 'Excluir pasta?' });
  expect(dialog).toHaveTextContent(
    '"Direito Constitucional" será excluída. Esta ação não pode ser desfeita.',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  expect(server.requestsTo('DELETE', '/bff/questions/folders/1')).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Excluir pasta: Direito Constitucional' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Excluir' }));
  await waitFor(() =>
    expect(screen.queryByRole('link', { name: 'Pasta: Direito Constitucional' })).not.toBeInTheDocument(),
  );
  expect(server.requestsTo('DELETE', '/bff/questions/folders/1')).toHaveLength(1);
  expect(server.requestsTo('GET', '/bff/questions/folders/base')).toHaveLength(2);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(platform.calls.toasts).toEqual([]);
});

test('a folder that cannot be deleted stays, with an error toast (logged)', async () => {
  const user = userEvent.setup();
  const errors = captureConsoleErrors();
  const { server, platform } = await renderArea('/cadernos-e-simulados', {
    [ROOT]: listing(LISTING_ITEMS),
    'DELETE /bff/questions/folders/1': { status: 500, json: { error: { message: 'Falha interna.' } } },
  });
  await user.click(await screen.findByRole('button', { name: 'Excluir pasta: Direito Constitucional' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Excluir pasta?' })).getByRole('button', { name: 'Excluir' }),
  );
  await waitFor(() =>
    expect(platform.calls.toasts).toContainEqual({ kind: 'error', message: DELETE_FAILED }),
  );
  expect(errors).toHaveBeenCalledWith('[mfe-questions] deleteItem falhou', expect.anything());
  expect(server.requestsTo('DELETE', '/bff/questions/folders/1')).toHaveLength(1);
  expect(server.requestsTo('GET', '/bff/questions/folders/base')).toHaveLength(1);
  expect(screen.getByRole('link', { name: 'Pasta: Direito Constitucional' })).toBeInTheDocument();
});
