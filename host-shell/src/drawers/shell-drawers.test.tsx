import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userStorageKey, type DrawerRequest, type ItemEventPayload } from 'shared-contracts';
import { createTestPlatform } from 'shared-contracts/test-platform';
import { startTestServer, type TestServer } from 'shared-contracts/testing';
import { ANA, renderChrome } from '../chrome/render-chrome';
import {
  CREATE_ERROR,
  EXAM_DETAILS_ERROR,
  EXAM_DETAILS_PENDING,
  GENERIC_ERROR,
  MISSING_QUESTION_IDS,
} from './drawer-rules';
import ShellDrawers from './shell-drawers';

let server: TestServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
  // the drafts of one test are not the next one's
  window.localStorage.clear();
});

const folders = { data: { items: { subitems: [] }, pagination: { total: 0 } } };

async function setup(routes: Parameters<typeof startTestServer>[0]) {
  server = await startTestServer({ 'GET /bff/questions/folders/:path': folders, ...routes });
  const platform = createTestPlatform({ prefixUrl: server.url });
  renderChrome(<ShellDrawers />, { platform });
  return platform;
}

test('create notebook: shown on drawer:open, idle → loading → notebook-created and closed', async () => {
  let release: () => void = () => undefined;
  const platform = await setup({
    'POST /bff/questions/notebooks': () =>
      new Promise((resolve) => {
        release = () => resolve({ status: 201, json: { data: { id: 77 } } });
      }),
  });
  const created: ItemEventPayload[] = [];
  platform.bus.on('notebook-created').subscribe((payload) => created.push(payload));
  act(() => platform.openDrawer({ kind: 'create-notebook', path: 'base' }));
  const dialog = await screen.findByRole('dialog', { name: 'Criar caderno' });
  expect(dialog).toHaveTextContent('Salvar em:');
  expect(dialog).toHaveTextContent('Máximo de 100 caracteres');
  const submit = screen.getByRole('button', { name: 'Criar' });
  expect(submit).toBeDisabled();
  await userEvent.type(screen.getByLabelText('Nome do caderno'), 'Português / FGV');
  expect(screen.getByLabelText('Nome do caderno')).toHaveValue('Português  FGV');
  await userEvent.click(submit);
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Criar' })).toHaveAttribute('aria-busy', 'true'),
  );
  release();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(created).toEqual([{ id: 77, name: 'Português  FGV', path: 'base' }]);
  expect(server?.requestsTo('POST', '/bff/questions/notebooks')[0]?.json).toEqual({
    name: 'Português  FGV',
    path: 'base',
  });
});

test('a failed create ends loading with the spec toast and keeps the drawer', async () => {
  const platform = await setup({
    'POST /bff/questions/folders': { status: 500, json: { error: { message: 'x', tag: 'X' } } },
  });
  act(() => platform.openDrawer({ kind: 'create-folder', path: 'base' }));
  await userEvent.type(await screen.findByLabelText('Nome da pasta'), 'Minha pasta');
  await userEvent.click(screen.getByRole('button', { name: 'Criar' }));
  await waitFor(() => expect(platform.calls.toasts).toEqual([{ kind: 'error', message: CREATE_ERROR }]));
  expect(screen.getByRole('button', { name: 'Criar' })).not.toHaveAttribute('aria-busy');
  expect(server?.requestsTo('POST', '/bff/questions/folders')[0]?.json).toEqual({
    path: 'base.Minha_pasta',
    name: 'Minha pasta',
  });
});

test('overlay click and drawer:close close the drawers', async () => {
  const platform = await setup({});
  act(() => platform.openDrawer({ kind: 'create-folder' }));
  await screen.findByRole('dialog');
  await userEvent.click(screen.getByTestId('drawer-overlay'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  act(() => platform.openDrawer({ kind: 'create-folder' }));
  await screen.findByRole('dialog');
  act(() => void platform.bus.emit('drawer:close', {}));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  // the folder picker's overlay closes the picker and the drawer under it
  act(() => platform.openDrawer({ kind: 'create-folder' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Trocar' }));
  await screen.findByRole('dialog', { name: 'Salvar em:' });
  const overlays = screen.getAllByTestId('drawer-overlay');
  await userEvent.click(overlays[overlays.length - 1]!);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

const exam = {
  id: 202,
  name: 'Simulado TJ',
  path: 'base',
  tag: 'MY_STUDENT_EXAM' as const,
  student_id: 1008,
};

test('edit exam: waits for the duration, falls back to 60 minutes with a toast, saves in seconds', async () => {
  let fail: () => void = () => undefined;
  const platform = await setup({
    'GET /bff/questions/student-exams/202': () =>
      new Promise((resolve) => {
        fail = () => resolve({ status: 404, json: {} });
      }),
    'PUT /bff/questions/student-exams/202': { data: { id: 202 } },
  });
  const updated: ItemEventPayload[] = [];
  platform.bus.on('exams-updated').subscribe((payload) => updated.push(payload));
  act(() => platform.openDrawer({ kind: 'edit-exam', item: exam }));
  await screen.findByRole('dialog', { name: 'Editar simulado' });
  await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
  expect(platform.calls.toasts).toEqual([{ kind: 'info', message: EXAM_DETAILS_PENDING }]);
  fail();
  expect(await screen.findByText('1h')).toBeInTheDocument();
  await waitFor(() =>
    expect(platform.calls.toasts[1]).toEqual({ kind: 'warning', message: EXAM_DETAILS_ERROR }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Aumentar 15 minutos' }));
  expect(screen.getByText('1h 15min')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
  await waitFor(() => expect(updated).toHaveLength(1));
  expect(server?.requestsTo('PUT', '/bff/questions/student-exams/202')[0]?.json).toEqual({
    path: 'base',
    name: 'Simulado TJ',
    duration: 4500,
  });
});

test('a shared exam keeps its name and duration: only the location is sent', async () => {
  const platform = await setup({
    'GET /bff/questions/student-exams/203': { data: { data: { duration: 900 } } },
    'PUT /bff/questions/student-exams/203': { data: { id: 203 } },
  });
  act(() =>
    platform.openDrawer({
      kind: 'edit-exam',
      item: { ...exam, id: 203, tag: 'SHARED_STUDENT_EXAM', student_id: 5 },
    }),
  );
  expect(await screen.findByLabelText('Nome do simulado')).toBeDisabled();
  expect(await screen.findByRole('button', { name: 'Aumentar 15 minutos' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Diminuir 15 minutos' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
  await waitFor(() =>
    expect(server?.requestsTo('PUT', '/bff/questions/student-exams/203')[0]?.json).toEqual({ path: 'base' }),
  );
});

test("duplicate exam: 'Cópia de ' name, options with their note, the server's error message", async () => {
  const platform = await setup({
    'POST /bff/questions/student-exams/202/copy': {
      status: 400,
      json: {
        error: { message: 'Nenhuma questão atende às opções escolhidas para a cópia.', tag: 'EMPTY_COPY' },
      },
    },
  });
  act(() => platform.openDrawer({ kind: 'duplicate-exam', item: exam }));
  expect(await screen.findByLabelText('Nome da cópia')).toHaveValue('Cópia de Simulado TJ');
  expect(screen.getByText('Todas as questões do simulado serão mantidas.')).toBeInTheDocument();
  await userEvent.click(screen.getByLabelText('Questões que errei'));
  expect(screen.getByText('Serão mantidas apenas as questões que você errou.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Duplicar' }));
  await waitFor(() =>
    expect(platform.calls.toasts).toEqual([
      { kind: 'error', message: 'Nenhuma questão atende às opções escolhidas para a cópia.' },
    ]),
  );
  expect(server?.requestsTo('POST', '/bff/questions/student-exams/202/copy')[0]?.json).toEqual({
    name: 'Cópia de Simulado TJ',
    path: 'base',
    options: ['wrong_answers'],
  });
});

test('folder picker: lists folders, goes in, creates one and selects it', async () => {
  const platform = await setup({
    'GET /bff/questions/folders/:path': (request) => ({
      json:
        request.path === '/bff/questions/folders/base'
          ? {
              data: {
                items: {
                  subitems: [
                    {
                      id: 1,
                      name: 'Direito Constitucional',
                      path: 'base.Direito_Constitucional',
                      tag: 'FOLDER',
                      student_id: 1008,
                    },
                  ],
                },
                pagination: { total: 1 },
              },
            }
          : folders,
    }),
    'POST /bff/questions/folders': { status: 201, json: { data: { id: 9 } } },
  });
  act(() => platform.openDrawer({ kind: 'create-notebook', path: 'base' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Trocar' }));
  const picker = await screen.findByRole('dialog', { name: 'Salvar em:' });
  await userEvent.click(await screen.findByRole('button', { name: 'Direito Constitucional' }));
  await userEvent.click(screen.getByRole('button', { name: 'Criar nova pasta' }));
  await userEvent.type(screen.getByLabelText('Nome da nova pasta'), 'Controle');
  await userEvent.click(screen.getByRole('button', { name: 'Criar pasta' }));
  await waitFor(() =>
    expect(server?.requestsTo('POST', '/bff/questions/folders')[0]?.json).toEqual({
      path: 'base.Direito_Constitucional.Controle',
      name: 'Controle',
    }),
  );
  const listing = server?.requestsTo('GET', '/bff/questions/folders/base')[0];
  expect(listing?.query.get('type')).toBe('FOLDER');
  expect(listing?.query.get('per_page')).toBe('1000');
  await userEvent.click(screen.getByRole('button', { name: 'Selecionar' }));
  expect(picker).not.toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Pasta escolhida' })).toHaveTextContent(
    'Direito Constitucional',
  );
});

test('add questions by ID: none typed shows the message; ids go to the notebook', async () => {
  const platform = await setup({ 'POST /bff/questions/notebooks/questions': { data: {} } });
  act(() =>
    platform.openDrawer({
      kind: 'add-questions-by-id',
      item: { id: 101, name: 'Crase', path: 'base', tag: 'MY_NOTEBOOK', student_id: 1008 },
    }),
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Adicionar' }));
  expect(screen.getByRole('alert')).toHaveTextContent(MISSING_QUESTION_IDS);
  await userEvent.type(screen.getByLabelText('IDs das questões'), '50001; 50 002');
  await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
  await waitFor(() =>
    expect(server?.requestsTo('POST', '/bff/questions/notebooks/questions')[0]?.json).toEqual({
      questions_id: [50001, 50002],
      notebooks_id: [101],
    }),
  );
});

/** The filters of a question selection, as mfe-questions opens the create drawers with them. */
const SELECTION_FILTERS = [
  { entity: 'disciplina', entity_ids: [1], add: true, filtro_includente: true, origin: 'QUESTOES' },
];

test('create notebook from the question selection sends its filters and counts', async () => {
  const platform = await setup({
    'POST /bff/questions/notebooks': { status: 201, json: { data: { id: 78 } } },
  });
  const filters = SELECTION_FILTERS;
  act(() =>
    platform.openDrawer({ kind: 'create-notebook', path: 'base', filters, data: { counts: { total: 42 } } }),
  );
  await screen.findByRole('dialog', { name: 'Criar caderno' });
  await userEvent.type(screen.getByLabelText('Nome do caderno'), 'Caderno de Português');
  await userEvent.click(screen.getByRole('button', { name: 'Criar' }));
  await waitFor(() => expect(server?.requestsTo('POST', '/bff/questions/notebooks')).toHaveLength(1));
  expect(server?.requestsTo('POST', '/bff/questions/notebooks')[0]?.json).toEqual({
    name: 'Caderno de Português',
    path: 'base',
    filters,
    counts: { total: 42 },
  });
});

test('create exam from the question selection sends its filters and counts', async () => {
  const platform = await setup({
    'POST /bff/questions/student-exams': { status: 201, json: { data: { id: 90 } } },
  });
  const filters = SELECTION_FILTERS;
  act(() =>
    platform.openDrawer({ kind: 'create-exam', path: 'base', filters, data: { counts: { total: 42 } } }),
  );
  await screen.findByRole('dialog', { name: 'Criar simulado' });
  await userEvent.type(screen.getByRole('textbox', { name: /Nome do simulado/ }), 'Simulado de Português');
  await userEvent.click(screen.getByRole('button', { name: 'Criar' }));
  await waitFor(() => expect(server?.requestsTo('POST', '/bff/questions/student-exams')).toHaveLength(1));
  expect(server?.requestsTo('POST', '/bff/questions/student-exams')[0]?.json).toEqual({
    name: 'Simulado de Português',
    path: 'base',
    duration: 3600,
    filters,
    counts: { total: 42 },
  });
});

test('create exam from a notebook posts {notebook_id, name, duration, path} to student-exams/notebook', async () => {
  const platform = await setup({
    'POST /bff/questions/student-exams/notebook': { status: 201, json: { data: { id: 91 } } },
    'POST /bff/questions/student-exams': { status: 201, json: { data: { id: 92 } } },
  });
  const created: ItemEventPayload[] = [];
  platform.bus.on('exams-created').subscribe((payload) => created.push(payload));
  act(() =>
    platform.openDrawer({
      kind: 'create-exam',
      path: 'base',
      item: { id: 101, name: 'Crase', path: 'base', tag: 'MY_NOTEBOOK', student_id: 1008 },
    }),
  );
  await screen.findByRole('dialog', { name: 'Criar simulado' });
  await userEvent.type(screen.getByRole('textbox', { name: /Nome do simulado/ }), 'Simulado de Crase');
  await userEvent.click(screen.getByRole('button', { name: 'Aumentar 15 minutos' }));
  await userEvent.click(screen.getByRole('button', { name: 'Criar' }));
  await waitFor(() => expect(created).toEqual([{ id: 91, name: 'Simulado de Crase', path: 'base' }]));
  expect(server?.requestsTo('POST', '/bff/questions/student-exams/notebook')[0]?.json).toEqual({
    notebook_id: 101,
    name: 'Simulado de Crase',
    duration: 4500,
    path: 'base',
  });
  expect(server?.requestsTo('POST', '/bff/questions/student-exams')).toHaveLength(0);
});

test('folder picker: a created folder emits folder-created and appears in the list', async () => {
  let created = false;
  const controle = { id: 9, name: 'Controle', path: 'base.Controle', tag: 'FOLDER', student_id: 1008 };
  const platform = await setup({
    'GET /bff/questions/folders/:path': () => ({
      json: {
        data: { items: { subitems: created ? [controle] : [] }, pagination: { total: created ? 1 : 0 } },
      },
    }),
    'POST /bff/questions/folders': () => {
      created = true;
      return { status: 201, json: { data: { id: 9 } } };
    },
  });
  const events: ItemEventPayload[] = [];
  platform.bus.on('folder-created').subscribe((payload) => events.push(payload));
  act(() => platform.openDrawer({ kind: 'create-notebook', path: 'base' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Trocar' }));
  const picker = await screen.findByRole('dialog', { name: 'Salvar em:' });
  await userEvent.click(within(picker).getByRole('button', { name: 'Criar nova pasta' }));
  await userEvent.type(within(picker).getByLabelText('Nome da nova pasta'), 'Controle');
  await userEvent.click(within(picker).getByRole('button', { name: 'Criar pasta' }));
  expect(await within(picker).findByRole('button', { name: 'Controle' })).toBeInTheDocument();
  expect(events).toEqual([{ id: 9, name: 'Controle', path: 'base' }]);
  expect(platform.calls.toasts).toEqual([]);
});

test('folder picker: a failed create shows the spec toast and keeps the name to try again', async () => {
  const platform = await setup({
    'POST /bff/questions/folders': { status: 500, json: { error: { message: 'x', tag: 'X' } } },
  });
  const events: ItemEventPayload[] = [];
  platform.bus.on('folder-created').subscribe((payload) => events.push(payload));
  act(() => platform.openDrawer({ kind: 'create-notebook', path: 'base' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Trocar' }));
  const picker = await screen.findByRole('dialog', { name: 'Salvar em:' });
  await userEvent.click(within(picker).getByRole('button', { name: 'Criar nova pasta' }));
  await userEvent.type(within(picker).getByLabelText('Nome da nova pasta'), 'Controle');
  await userEvent.click(within(picker).getByRole('button', { name: 'Criar pasta' }));
  await waitFor(() => expect(platform.calls.toasts).toEqual([{ kind: 'error', message: CREATE_ERROR }]));
  expect(within(picker).getByLabelText('Nome da nova pasta')).toHaveValue('Controle');
  expect(within(picker).getByRole('button', { name: 'Criar pasta' })).toBeEnabled();
  expect(events).toEqual([]);
});

test('folder picker: Escape and its close button close the picker alone; the typed name stays', async () => {
  const platform = await setup({});
  act(() => platform.openDrawer({ kind: 'create-notebook', path: 'base' }));
  const form = await screen.findByRole('dialog', { name: 'Criar caderno' });
  await userEvent.type(within(form).getByLabelText('Nome do caderno'), 'Revisão de crase');
  const change = within(form).getByRole('button', { name: 'Trocar' });

  await userEvent.click(change);
  const picker = await screen.findByRole('dialog', { name: 'Salvar em:' });
  await userEvent.keyboard('{Escape}');
  expect(picker).not.toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Criar caderno' })).toBe(form);
  expect(within(form).getByLabelText('Nome do caderno')).toHaveValue('Revisão de crase');
  expect(change).toHaveFocus();

  await userEvent.click(change);
  const again = await screen.findByRole('dialog', { name: 'Salvar em:' });
  await userEvent.click(within(again).getByRole('button', { name: 'Fechar' }));
  expect(again).not.toBeInTheDocument();
  expect(within(form).getByLabelText('Nome do caderno')).toHaveValue('Revisão de crase');
  expect(change).toHaveFocus();
});

/**
 * A page that opens the drawers, reloaded as often as a test wants: each load is a new render against the same
 * server, with the student's local storage kept (as a reload or a sign-in round trip keeps it).
 */
async function reloadablePage(routes: Parameters<typeof startTestServer>[0]) {
  server = await startTestServer({ 'GET /bff/questions/folders/:path': folders, ...routes });
  const url = server.url;
  let view: ReturnType<typeof renderChrome> | undefined;
  const load = () => {
    view?.unmount();
    view = renderChrome(<ShellDrawers />, { platform: createTestPlatform({ prefixUrl: url }) });
    return view.platform;
  };
  let platform = load();
  return {
    reload: () => {
      platform = load();
    },
    /** opens a drawer and waits for it */
    open: async (request: DrawerRequest, title: string) => {
      act(() => platform.openDrawer(request));
      return screen.findByRole('dialog', { name: title });
    },
    toasts: () => platform.calls.toasts,
  };
}

const crase = { id: 101, name: 'Crase', path: 'base', tag: 'MY_NOTEBOOK' as const, student_id: 1008 };

test("create: the typed name is the student's draft per folder, kept when closed, after a reload and a failed create", async () => {
  let failing = true;
  const page = await reloadablePage({
    'POST /bff/questions/notebooks': () =>
      failing
        ? { status: 500, json: { error: { message: 'x', tag: 'X' } } }
        : { status: 201, json: { data: { id: 77 } } },
  });
  const name = () => screen.getByRole('textbox', { name: 'Nome do caderno' });

  let drawer = await page.open({ kind: 'create-notebook', path: 'base' }, 'Criar caderno');
  await userEvent.type(name(), 'Revisão de crase');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Cancelar' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await page.open({ kind: 'create-notebook', path: 'base' }, 'Criar caderno');
  expect(name()).toHaveValue('Revisão de crase');

  // another folder, or a folder instead of a notebook, starts empty
  await page.open({ kind: 'create-notebook', path: 'base.Direito' }, 'Criar caderno');
  expect(name()).toHaveValue('');
  await page.open({ kind: 'create-folder', path: 'base' }, 'Criar pasta');
  expect(screen.getByRole('textbox', { name: 'Nome da pasta' })).toHaveValue('');

  page.reload();
  drawer = await page.open({ kind: 'create-notebook', path: 'base' }, 'Criar caderno');
  expect(name()).toHaveValue('Revisão de crase');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Criar' }));
  await waitFor(() => expect(page.toasts()).toEqual([{ kind: 'error', message: CREATE_ERROR }]));
  expect(name()).toHaveValue('Revisão de crase');

  page.reload();
  drawer = await page.open({ kind: 'create-notebook', path: 'base' }, 'Criar caderno');
  expect(name()).toHaveValue('Revisão de crase');
  failing = false;
  await userEvent.click(within(drawer).getByRole('button', { name: 'Criar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(server?.requestsTo('POST', '/bff/questions/notebooks').at(-1)?.json).toEqual({
    name: 'Revisão de crase',
    path: 'base',
  });
  expect(window.localStorage.getItem(userStorageKey(ANA.id, 'draft:drawer:create-notebook:base'))).toBeNull();
  await page.open({ kind: 'create-notebook', path: 'base' }, 'Criar caderno');
  expect(name()).toHaveValue('');
});

test("create exam: the name is the student's draft, per source notebook, until created", async () => {
  const page = await reloadablePage({
    'POST /bff/questions/student-exams/notebook': { status: 201, json: { data: { id: 91 } } },
  });
  const name = () => screen.getByRole('textbox', { name: /Nome do simulado/ });
  await page.open({ kind: 'create-exam', path: 'base', item: crase }, 'Criar simulado');
  await userEvent.type(name(), 'Simulado de crase');
  page.reload();
  await page.open({ kind: 'create-exam', path: 'base' }, 'Criar simulado');
  expect(name()).toHaveValue('');
  const drawer = await page.open({ kind: 'create-exam', path: 'base', item: crase }, 'Criar simulado');
  expect(name()).toHaveValue('Simulado de crase');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Criar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await page.open({ kind: 'create-exam', path: 'base', item: crase }, 'Criar simulado');
  expect(name()).toHaveValue('');
});

test("duplicates: the copy's name is the student's draft per item until duplicated; a failed copy keeps it", async () => {
  let failing = true;
  const page = await reloadablePage({
    'POST /bff/questions/student-exams/202/copy': () =>
      failing
        ? { status: 500, json: { error: { message: 'Tente de novo.', tag: 'X' } } }
        : { status: 201, json: { data: { id: 203 } } },
    'POST /bff/questions/notebooks/101/copy': { status: 201, json: { data: { id: 102 } } },
  });
  const name = () => screen.getByRole('textbox', { name: 'Nome da cópia' });

  let drawer = await page.open({ kind: 'duplicate-exam', item: exam }, 'Duplicar simulado');
  await userEvent.clear(name());
  await userEvent.type(name(), 'TJ revisão');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Duplicar' }));
  await waitFor(() => expect(page.toasts()).toEqual([{ kind: 'error', message: 'Tente de novo.' }]));

  page.reload();
  // another exam keeps its own default name
  await page.open(
    { kind: 'duplicate-exam', item: { ...exam, id: 204, name: 'Simulado TRF' } },
    'Duplicar simulado',
  );
  expect(name()).toHaveValue('Cópia de Simulado TRF');
  drawer = await page.open({ kind: 'duplicate-exam', item: exam }, 'Duplicar simulado');
  expect(name()).toHaveValue('TJ revisão');
  failing = false;
  await userEvent.click(within(drawer).getByRole('button', { name: 'Duplicar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(server?.requestsTo('POST', '/bff/questions/student-exams/202/copy').at(-1)?.json).toMatchObject({
    name: 'TJ revisão',
  });
  await page.open({ kind: 'duplicate-exam', item: exam }, 'Duplicar simulado');
  expect(name()).toHaveValue('Cópia de Simulado TJ');

  await page.open({ kind: 'duplicate-notebook', item: crase }, 'Duplicar caderno');
  await userEvent.type(name(), ' 2');
  page.reload();
  drawer = await page.open({ kind: 'duplicate-notebook', item: crase }, 'Duplicar caderno');
  expect(name()).toHaveValue('Cópia de Crase 2');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Duplicar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await page.open({ kind: 'duplicate-notebook', item: crase }, 'Duplicar caderno');
  expect(name()).toHaveValue('Cópia de Crase');
});

test("add questions by ID: the typed IDs are the student's draft per notebook until added", async () => {
  let failing = true;
  const page = await reloadablePage({
    'POST /bff/questions/notebooks/questions': () =>
      failing ? { status: 500, json: { error: { message: 'x', tag: 'X' } } } : { json: { data: {} } },
  });
  const ids = () => screen.getByRole('textbox', { name: 'IDs das questões' });

  let drawer = await page.open({ kind: 'add-questions-by-id', item: crase }, 'Adicionar questões por ID');
  await userEvent.type(ids(), '50001; 50002');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Adicionar' }));
  await waitFor(() => expect(page.toasts()).toEqual([{ kind: 'error', message: GENERIC_ERROR }]));
  expect(ids()).toHaveValue('50001; 50002');

  page.reload();
  // another notebook, or an exam with the same id, has a draft of its own
  await page.open(
    { kind: 'add-questions-by-id', item: { ...crase, id: 102, name: 'Regência' } },
    'Adicionar questões por ID',
  );
  expect(ids()).toHaveValue('');
  await page.open({ kind: 'add-questions-by-id', item: { ...exam, id: 101 } }, 'Adicionar questões por ID');
  expect(ids()).toHaveValue('');
  drawer = await page.open({ kind: 'add-questions-by-id', item: crase }, 'Adicionar questões por ID');
  expect(ids()).toHaveValue('50001; 50002');
  failing = false;
  await userEvent.click(within(drawer).getByRole('button', { name: 'Adicionar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(server?.requestsTo('POST', '/bff/questions/notebooks/questions').at(-1)?.json).toEqual({
    questions_id: [50001, 50002],
    notebooks_id: [101],
  });
  await page.open({ kind: 'add-questions-by-id', item: crase }, 'Adicionar questões por ID');
  expect(ids()).toHaveValue('');
});

test('a name field says which typed characters it removed, tied to the field, and keeps its hint', async () => {
  const platform = await setup({});
  act(() => platform.openDrawer({ kind: 'create-folder', path: 'base' }));
  const field = await screen.findByRole('textbox', { name: 'Nome da pasta' });
  await userEvent.type(field, 'Revisão final');
  expect(field).toHaveAccessibleDescription('Máximo de 100 caracteres');
  expect(screen.queryByText(/Removidos/)).not.toBeInTheDocument();

  await userEvent.type(field, ' 2025/2026: TJ');
  expect(field).toHaveValue('Revisão final 20252026 TJ');
  const note = 'Use apenas letras, números, acentos, aspas e espaços. Removidos: / :';
  expect(screen.getByRole('status')).toHaveTextContent(note);
  expect(field).toHaveAccessibleDescription(`${note} Máximo de 100 caracteres`);

  // an emptied field starts over
  await userEvent.clear(field);
  expect(screen.queryByText(/Removidos/)).not.toBeInTheDocument();
  expect(field).toHaveAccessibleDescription('Máximo de 100 caracteres');
});
