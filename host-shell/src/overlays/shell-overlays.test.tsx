import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoggedUser, VerticalId } from 'shared-contracts';
import { createTestPlatform } from 'shared-contracts/test-platform';
import { startTestServer, type TestRoutes, type TestServer } from 'shared-contracts/testing';
import { ANA, renderChrome } from '../chrome/render-chrome';
import { pageReload } from '../chrome/page-reload';
import { STORAGE_KEY } from '../session/load-session';
import { shellStore, underMaintenanceAtom, userAtom } from '../state/shell-store';
import {
  BETA_ACCEPT,
  BETA_DECLINE,
  BETA_MODAL_TITLE,
  BETA_SUCCESS,
  BETA_TERMS_LABEL,
} from './beta-tester-modal';
import { DOWNLOAD_SUCCESS, DOWNLOADING } from './downloads-strip';
import { MAINTENANCE_TITLE } from './maintenance-page';
import {
  ACCEPT_TERMS_ERROR,
  BACK_FROM_TERMS,
  FULL_TERMS_ACCEPT,
  FULL_TERMS_TITLE,
  QUESTIONS_TERMS_ACCEPT,
  QUESTIONS_TERMS_TITLE,
  VIEW_FULL_TERMS,
} from './questions-terms-modal';
import { REPORT_EMPTY, REPORT_FAILED, REPORT_LABEL, REPORT_SEND, REPORT_TITLE } from './report-modal';
import ShellOverlays from './shell-overlays';

let server: TestServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
  sessionStorage.clear();
});

const NOVO: LoggedUser = {
  ...ANA,
  id: 1009,
  email: 'novo@exemplo.com.br',
  fullName: 'Novo Aluno',
  betaTester: 'pendente',
  terms_accepted: false,
  terms_accepted_at: null,
};

async function setup(options: {
  user?: LoggedUser | null;
  vertical?: VerticalId;
  routes?: TestRoutes;
  token?: string;
}) {
  server = await startTestServer({
    'GET /v3/contents/get/global_alert': { is_active: false, repeat: false, text: '' },
    ...options.routes,
  });
  const platform = createTestPlatform({
    prefixUrl: server.url,
    vertical: options.vertical ?? 'concursos',
    ...(options.token ? { http: { getToken: () => options.token } } : {}),
  });
  renderChrome(<ShellOverlays />, { platform, user: options.user === undefined ? NOVO : options.user });
  return { platform, server };
}

describe('questions terms', () => {
  test('shown on concursos to a user with access who has not accepted; accepting closes it and saves the user', async () => {
    const { server } = await setup({
      user: { ...NOVO, betaTester: 'recusado' },
      routes: { 'POST /bff/questions/accept-terms-of-use': { terms_accepted_at: '2026-11-23T02:00:00Z' } },
    });
    const dialog = await screen.findByRole('dialog', { name: QUESTIONS_TERMS_TITLE });
    await userEvent.click(within(dialog).getByRole('button', { name: QUESTIONS_TERMS_ACCEPT }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.requestsTo('POST', '/bff/questions/accept-terms-of-use')).toHaveLength(1);
    expect(shellStore.get(userAtom)).toMatchObject({
      terms_accepted: true,
      terms_accepted_at: '2026-11-23T02:00:00Z',
    });
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}')).toMatchObject({ terms_accepted: true });
  });

  test('students with access must accept: no close button, and Escape or the overlay leave either view open', async () => {
    await setup({ user: { ...NOVO, betaTester: 'recusado' } });
    const dialog = await screen.findByRole('dialog', { name: QUESTIONS_TERMS_TITLE });
    expect(within(dialog).queryByRole('button', { name: 'Fechar' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByTestId('modal-overlay'));
    expect(screen.getByRole('dialog', { name: QUESTIONS_TERMS_TITLE })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ler os termos de uso completos' }));
    const full = screen.getByRole('dialog', { name: 'Termos de uso' });
    expect(within(full).queryByRole('button', { name: 'Fechar' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Termos de uso' })).toBeInTheDocument();
  });

  test('not shown on medicina, nor to a user without access or who already accepted', async () => {
    await setup({ user: { ...NOVO, betaTester: 'recusado' }, vertical: 'medicina' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    cleanup();
    await server?.close();
    await setup({ user: { ...NOVO, betaTester: 'recusado', has_questions_access: false } });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    cleanup();
    await server?.close();
    await setup({ user: ANA });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('a failure or an answer without terms_accepted_at keeps it open with the error toast', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer: object = { status: 500, json: { error: { message: 'x', tag: 'X' } } };
    const { platform } = await setup({
      user: { ...NOVO, betaTester: 'recusado' },
      routes: { 'POST /bff/questions/accept-terms-of-use': () => answer },
    });
    const accept = await screen.findByRole('button', { name: QUESTIONS_TERMS_ACCEPT });
    await userEvent.click(accept);
    await waitFor(() =>
      expect(platform.calls.toasts).toEqual([{ kind: 'error', message: ACCEPT_TERMS_ERROR }]),
    );
    answer = { json: { ok: true } };
    await userEvent.click(accept);
    await waitFor(() => expect(platform.calls.toasts).toHaveLength(2));
    expect(screen.getByRole('dialog', { name: QUESTIONS_TERMS_TITLE })).toBeInTheDocument();
    expect(shellStore.get(userAtom)?.terms_accepted).toBe(false);
  });

  test('the full terms can be read, left with Voltar, and accepted with Li e aceito os termos de uso', async () => {
    const { server } = await setup({
      user: { ...NOVO, betaTester: 'recusado' },
      routes: { 'POST /bff/questions/accept-terms-of-use': { terms_accepted_at: '2026-11-23T02:00:00Z' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: VIEW_FULL_TERMS }));
    const full = screen.getByRole('dialog', { name: FULL_TERMS_TITLE });
    expect(full).toHaveTextContent('CONTRATANTE');
    expect(full).toHaveTextContent('CONTRATADA');
    expect(full).toHaveTextContent('São Paulo');
    await userEvent.click(within(full).getByRole('button', { name: BACK_FROM_TERMS }));
    await userEvent.click(await screen.findByRole('button', { name: VIEW_FULL_TERMS }));
    await userEvent.click(screen.getByRole('button', { name: FULL_TERMS_ACCEPT }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.requestsTo('POST', '/bff/questions/accept-terms-of-use')).toHaveLength(1);
  });
});

describe('beta tester', () => {
  const PENDING = { ...NOVO, terms_accepted: true, terms_accepted_at: '2024-01-01T00:00:00Z' };

  test('accept is disabled until the terms are ticked; accepting saves aceito_ativo and shows the success for 1500 ms', async () => {
    const { server, platform } = await setup({
      user: PENDING,
      routes: {
        'PUT /bff/profile/beta-tester': (request) => ({ json: request.json, delayMs: 100 }),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: BETA_MODAL_TITLE });
    expect(dialog).toHaveTextContent('Acesso em primeira mão');
    expect(dialog).toHaveTextContent('Influência direta');
    expect(dialog).toHaveTextContent('Comunidade exclusiva');
    expect(within(dialog).getByRole('link', { name: /termos do programa Beta Tester/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/termos-beta-tester\.pdf$/),
    );
    const accept = within(dialog).getByRole('button', { name: BETA_ACCEPT });
    expect(accept).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: BETA_TERMS_LABEL }));
    expect(accept).toBeEnabled();
    await userEvent.click(accept);
    // while the request runs, both actions are ignored
    expect(within(dialog).getByRole('button', { name: BETA_DECLINE })).toBeDisabled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.requestsTo('PUT', '/bff/profile/beta-tester').map((r) => r.json)).toEqual([
      { beta_tester: 'aceito_ativo' },
    ]);
    expect(platform.calls.toasts).toEqual([{ kind: 'success', message: BETA_SUCCESS, durationMs: 1500 }]);
    expect(shellStore.get(userAtom)?.betaTester).toBe('aceito_ativo');
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}')).toMatchObject({
      betaTester: 'aceito_ativo',
    });
  });

  test('Não tenho interesse saves recusado and closes; a second click in flight sends nothing more', async () => {
    const { server } = await setup({
      user: PENDING,
      routes: { 'PUT /bff/profile/beta-tester': (request) => ({ json: request.json, delayMs: 100 }) },
    });
    const decline = await screen.findByRole('button', { name: BETA_DECLINE });
    act(() => {
      decline.click();
      decline.click();
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.requestsTo('PUT', '/bff/profile/beta-tester').map((r) => r.json)).toEqual([
      { beta_tester: 'recusado' },
    ]);
    expect(shellStore.get(userAtom)?.betaTester).toBe('recusado');
  });

  test('not shown for other statuses; the terms modal comes first, then the beta invitation', async () => {
    await setup({
      user: NOVO,
      routes: { 'POST /bff/questions/accept-terms-of-use': { terms_accepted_at: '2026-11-23T02:00:00Z' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: QUESTIONS_TERMS_ACCEPT }));
    expect(await screen.findByRole('dialog', { name: BETA_MODAL_TITLE })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    cleanup();
    await server?.close();
    await setup({ user: { ...PENDING, betaTester: 'aceito_inativo' } });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('report, downloads and maintenance from the bus', () => {
  test('the report modal a remote opens sends its data with the description; empty text is refused', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const { platform, server } = await setup({
      user: ANA,
      routes: {
        'POST /bff/reports': () => (fail ? { status: 500, json: {} } : { status: 201, json: { ok: true } }),
      },
    });
    act(() => platform.openModal({ kind: 'report', data: { question_id: 12, link: '/questoes/12' } }));
    const dialog = await screen.findByRole('dialog', { name: REPORT_TITLE });
    await userEvent.click(within(dialog).getByRole('button', { name: REPORT_SEND }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(REPORT_EMPTY);
    await userEvent.type(within(dialog).getByLabelText(REPORT_LABEL), 'Gabarito errado');
    await userEvent.click(within(dialog).getByRole('button', { name: REPORT_SEND }));
    expect(await within(dialog).findByText(REPORT_FAILED)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(REPORT_LABEL)).toHaveValue('Gabarito errado');
    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: REPORT_SEND }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.requestsTo('POST', '/bff/reports').at(-1)?.json).toEqual({
      question_id: 12,
      link: '/questoes/12',
      description: 'Gabarito errado',
    });
  });

  test('a download a remote enqueues shows its name, Downloading, then the success text', async () => {
    // the file is held until the in-progress state has been seen: a fast answer must not skip it
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { platform, server } = await setup({
      user: ANA,
      routes: {
        'GET /files/aula.pdf': async () => {
          await held;
          return { body: '%PDF-1.4', headers: { 'content-type': 'application/pdf' } };
        },
      },
    });
    const created = jest.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    act(() =>
      platform.bus.emit('download:enqueue', { url: `${server.url}/files/aula.pdf`, name: 'Aula 1.pdf' }),
    );
    // the strip loads on demand, with the request that woke it
    const strip = await screen.findByRole('region', { name: 'Downloads' });
    expect(within(strip).getByText('Aula 1.pdf')).toBeInTheDocument();
    expect(within(strip).getByText(DOWNLOADING)).toBeInTheDocument();
    expect(within(strip).getByRole('progressbar')).toBeInTheDocument();
    release();
    expect(await within(strip).findByText(DOWNLOAD_SUCCESS)).toBeInTheDocument();
    expect(click).toHaveBeenCalled();
    click.mockRestore();
  });

  test("the site's files download through the API client (bearer token, vertical, requester id); a file elsewhere gets no token", async () => {
    const file = { body: '%PDF-1.4', headers: { 'content-type': 'application/pdf' } };
    const { platform, server } = await setup({
      user: ANA,
      token: 'sessao-da-ana',
      routes: { 'GET /files/aula.pdf': file, 'GET /cdn/aula-2.pdf': file },
    });
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    act(() => platform.bus.emit('download:enqueue', { url: '/files/aula.pdf', name: 'Aula 1.pdf' }));
    const strip = await screen.findByRole('region', { name: 'Downloads' });
    expect(await within(strip).findByText(DOWNLOAD_SUCCESS)).toBeInTheDocument();
    const [request] = server.requestsTo('GET', '/files/aula.pdf');
    expect(request?.headers).toMatchObject({
      authorization: 'Bearer sessao-da-ana',
      'x-vertical': 'concursos',
      'x-requester-id': 'front-student',
    });

    // server.url is another origin than the page's (jsdom's http://localhost): the token stays home
    act(() =>
      platform.bus.emit('download:enqueue', { url: `${server.url}/cdn/aula-2.pdf`, name: 'Aula 2.pdf' }),
    );
    // the queue takes it once the first is dismissed (2 s)
    await waitFor(() => expect(server.requestsTo('GET', '/cdn/aula-2.pdf')).toHaveLength(1), {
      timeout: 4000,
    });
    expect(server.requestsTo('GET', '/cdn/aula-2.pdf')[0]?.headers.authorization).toBeUndefined();
    click.mockRestore();
  }, 10_000);

  test('the maintenance signal (set by root-config from vertical:under-maintenance) shows the 503 page with message:tag', async () => {
    const reload = jest.fn();
    const real = pageReload.reload;
    pageReload.reload = reload;
    const area = document.createElement('main');
    area.id = 'area';
    area.innerHTML = '<button>Área</button>';
    document.body.appendChild(area);
    await setup({ user: ANA });
    act(() =>
      shellStore.set(underMaintenanceAtom, {
        message: 'Plataforma em manutenção',
        tag: 'VERTICAL_UNDER_MAINTENANCE',
      }),
    );
    const page = await screen.findByRole('region', { name: MAINTENANCE_TITLE });
    expect(page).toHaveTextContent('503');
    expect(page).toHaveTextContent('Plataforma em manutenção:VERTICAL_UNDER_MAINTENANCE');
    // the area it covers cannot be reached meanwhile (set by the page's effect, once it is shown)
    await waitFor(() => expect(area.inert).toBe(true));
    await userEvent.click(within(page).getByRole('button', { name: 'Tentar novamente' }));
    expect(reload).toHaveBeenCalled();
    pageReload.reload = real;
    act(() => shellStore.set(underMaintenanceAtom, null));
    expect(area.inert).toBe(false);
    area.remove();
  });
});
