import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userStorageKey } from 'shared-contracts';
import { createTestPlatform } from 'shared-contracts/test-platform';
import { startTestServer, type TestServer } from 'shared-contracts/testing';
import { darkModeAtom, ecommerceAtom, shellStore, userAtom } from '../state/shell-store';
import { BETA_SURVEY_TITLE } from './beta-survey-dialog';
import { pageReload } from './page-reload';
import { BETA_TOGGLE_ERROR, resetHelpLinkCache, settledHelpLink } from './profile-menu-panel';
import { UNIMPLEMENTED_MESSAGE } from './profile-menu-items';
import { ANA, renderChrome } from './render-chrome';
import { TopBar } from './top-bar';

let server: TestServer | undefined;
const reload = jest.fn();
const realReload = pageReload.reload;

beforeEach(() => {
  resetHelpLinkCache();
  pageReload.reload = reload;
  document.body.className = 'layout-navigation';
});

afterEach(async () => {
  await settledHelpLink();
  jest.useRealTimers();
  pageReload.reload = realReload;
  await server?.close();
  server = undefined;
});

const ALL_ON = {
  profile_menu_general: true,
  profile_menu_my_account: true,
  profile_menu_my_purchases: true,
  notifications_menu: true,
  profile_menu_cancel_purchases: true,
  dark_mode: true,
  profile_menu_settings: true,
  profile_menu_help: true,
  profile_menu_logout: true,
};

async function setup(
  options: {
    features?: Record<string, boolean>;
    betaStatus?: number;
    user?: typeof ANA;
    fakeTimers?: boolean;
  } = {},
) {
  server = await startTestServer({
    'GET /bff/contents/get/profile_menu': { helpLink: 'https://ajuda.exemplo.com.br' },
    'GET /bff/notifications': { data: [], unread: 0, total: 0 },
    'PUT /bff/profile/beta-tester': (request) =>
      options.betaStatus
        ? { status: options.betaStatus, json: { error: { message: 'x', tag: 'X' } } }
        : { json: request.json },
    'POST /bff/wootric/send-response': { status: 204 },
  });
  if (options.fakeTimers) jest.useFakeTimers();
  const user = userEvent.setup(options.fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  const platform = createTestPlatform({ prefixUrl: server.url });
  renderChrome(<TopBar />, { platform, features: options.features ?? ALL_ON, user: options.user ?? ANA });
  const button = await screen.findByRole('button', { name: /Ana Paula Souza/ });
  return { user, platform, button };
}

test('a menu button with the greeting by hour and full name; the panel adds the avatar', async () => {
  // only the clock is fake: 09:30 in São Paulo
  jest.useFakeTimers({
    now: new Date('2026-11-21T12:30:00Z'),
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'queueMicrotask',
      'nextTick',
    ],
  });
  const { button } = await setup({ fakeTimers: false });
  expect(button).toHaveTextContent('Bom dia, Ana Paula Souza');
  expect(button).toHaveAttribute('aria-haspopup', 'menu');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await userEvent.setup().click(button);
  const menu = await screen.findByRole('menu', { name: 'Menu do perfil' });
  // the header above the items: initials for a student without a picture, greeting and full name
  expect(menu.parentElement).toHaveTextContent(/^ASBom dia,Ana Paula Souza/);
});

test('opens with every item of its flags, focus on the first; arrows move; Escape closes and returns focus', async () => {
  const { user, button } = await setup();
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  const menu = await screen.findByRole('menu', { name: 'Menu do perfil' });
  expect(button).toHaveAttribute('aria-controls', menu.id);
  await within(menu).findByRole('menuitem', { name: /Ajuda/ });
  const names = Array.from(menu.querySelectorAll('[role^="menuitem"]')).map((item) => item.textContent);
  expect(names).toEqual([
    'Minha conta',
    'Minhas compras',
    'Central de notificações',
    'Cancelar compras',
    'Modo escuro',
    'Acessibilidade',
    'Configurações',
    'Ajuda (abre em nova aba)',
    'Funcionalidades Beta',
    'Sair',
  ]);
  expect(within(menu).getByRole('menuitem', { name: 'Minha conta' })).toHaveFocus();
  expect(within(menu).getByRole('menuitem', { name: 'Minha conta' })).toHaveAttribute('href', '/meu-perfil');
  expect(within(menu).getByRole('menuitem', { name: /Ajuda/ })).toHaveAttribute(
    'href',
    'https://ajuda.exemplo.com.br',
  );
  // Sair is an action (a POST), not a link a page elsewhere could point at
  expect(within(menu).getByRole('menuitem', { name: 'Sair' })).not.toHaveAttribute('href');
  await user.keyboard('{ArrowDown}');
  expect(within(menu).getByRole('menuitem', { name: 'Minhas compras' })).toHaveFocus();
  await user.keyboard('{End}');
  expect(within(menu).getByRole('menuitem', { name: 'Sair' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(within(menu).getByRole('menuitem', { name: 'Minha conta' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(button).toHaveFocus();
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('arrow down on the button opens it', async () => {
  const { user, button } = await setup();
  button.focus();
  await user.keyboard('{ArrowDown}');
  expect(await screen.findByRole('menu', { name: 'Menu do perfil' })).toBeInTheDocument();
});

test('a click outside closes it', async () => {
  const { user, button } = await setup();
  await user.click(button);
  await screen.findByRole('menu');
  await user.click(document.body);
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

test('items whose flag is off are not there; without profile_menu_general there is no menu', async () => {
  const { user, button } = await setup({
    features: { ...ALL_ON, profile_menu_settings: false, dark_mode: false },
  });
  await user.click(button);
  const menu = await screen.findByRole('menu');
  expect(within(menu).queryByRole('menuitem', { name: 'Configurações' })).not.toBeInTheDocument();
  expect(within(menu).queryByRole('menuitemcheckbox', { name: 'Modo escuro' })).not.toBeInTheDocument();
});

test('without profile_menu_general only the greeting shows', async () => {
  server = await startTestServer({});
  renderChrome(<TopBar />, { features: {}, platform: createTestPlatform({ prefixUrl: server.url }) });
  expect(await screen.findByText('Ana Paula Souza')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Ana Paula Souza/ })).not.toBeInTheDocument();
});

test('Modo escuro switches the dark theme on and off', async () => {
  const { user, button } = await setup();
  await user.click(button);
  const toggle = await screen.findByRole('menuitemcheckbox', { name: 'Modo escuro' });
  expect(toggle).toHaveAttribute('aria-checked', 'false');
  await user.click(toggle);
  expect(shellStore.get(darkModeAtom)).toBe(true);
  expect(toggle).toHaveAttribute('aria-checked', 'true');
  await user.click(toggle);
  expect(shellStore.get(darkModeAtom)).toBe(false);
});

test('Configurações is not implemented yet: the alert says so', async () => {
  const { user, button, platform } = await setup();
  await user.click(button);
  await user.click(await screen.findByRole('menuitem', { name: 'Configurações' }));
  expect(platform.calls.toasts).toEqual([{ kind: 'warning', message: UNIMPLEMENTED_MESSAGE }]);
  expect(button).toHaveFocus();
});

test('Central de notificações opens the notifications', async () => {
  const { user, button } = await setup();
  await user.click(button);
  await user.click(await screen.findByRole('menuitem', { name: 'Central de notificações' }));
  expect(await screen.findByRole('heading', { name: 'Notificações' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^Notificações/ })).toHaveAttribute('aria-expanded', 'true');
});

test('turning beta off saves aceito_inativo, shows the survey 5 s later and reloads after it', async () => {
  const { user, button } = await setup({ fakeTimers: true });
  shellStore.set(ecommerceAtom, { questoes: true });
  await user.click(button);
  const beta = await screen.findByRole('menuitemcheckbox', { name: 'Funcionalidades Beta' });
  expect(beta).toHaveAttribute('aria-checked', 'true');
  await user.click(beta);
  await waitFor(() => expect(server?.requestsTo('PUT', '/bff/profile/beta-tester')).toHaveLength(1));
  expect(server?.requestsTo('PUT', '/bff/profile/beta-tester')[0]?.json).toEqual({
    beta_tester: 'aceito_inativo',
  });
  await waitFor(() => expect(shellStore.get(userAtom)?.betaTester).toBe('aceito_inativo'));
  await act(async () => jest.advanceTimersByTime(4900));
  expect(screen.queryByRole('dialog', { name: BETA_SURVEY_TITLE })).not.toBeInTheDocument();
  await act(async () => jest.advanceTimersByTime(100));
  const survey = await screen.findByRole('dialog', { name: BETA_SURVEY_TITLE });
  expect(reload).not.toHaveBeenCalled();
  await user.selectOptions(within(survey).getByRole('combobox'), '3');
  await user.type(within(survey).getByRole('textbox'), 'Muitas mudanças');
  await user.click(within(survey).getByRole('button', { name: 'Enviar resposta' }));
  await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  const sent = server?.requestsTo('POST', '/bff/wootric/send-response')[0];
  expect(sent?.query.get('score')).toBe('3');
  expect(sent?.query.get('text')).toBe('Muitas mudanças');
});

test('without an active e-commerce area there is no survey: the page reloads 5 s after turning beta off', async () => {
  const { user, button } = await setup({ fakeTimers: true });
  shellStore.set(ecommerceAtom, { questoes: false });
  await user.click(button);
  await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Funcionalidades Beta' }));
  await waitFor(() => expect(shellStore.get(userAtom)?.betaTester).toBe('aceito_inativo'));
  await act(async () => jest.advanceTimersByTime(5000));
  expect(reload).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog', { name: BETA_SURVEY_TITLE })).not.toBeInTheDocument();
  expect(server?.requestsTo('POST', '/bff/wootric/send-response')).toHaveLength(0);
});

test('turning beta on saves aceito_ativo and reloads the page', async () => {
  const { user, button } = await setup({ user: { ...ANA, betaTester: 'aceito_inativo' } });
  await user.click(button);
  const beta = await screen.findByRole('menuitemcheckbox', { name: 'Funcionalidades Beta' });
  expect(beta).toHaveAttribute('aria-checked', 'false');
  await user.click(beta);
  await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  expect(server?.requestsTo('PUT', '/bff/profile/beta-tester')[0]?.json).toEqual({
    beta_tester: 'aceito_ativo',
  });
});

test('a failed beta change tells the student and changes nothing', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const { user, button, platform } = await setup({ betaStatus: 400 });
  await user.click(button);
  await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Funcionalidades Beta' }));
  await waitFor(() => expect(platform.calls.toasts).toEqual([{ kind: 'error', message: BETA_TOGGLE_ERROR }]));
  expect(shellStore.get(userAtom)?.betaTester).toBe('aceito_ativo');
  expect(reload).not.toHaveBeenCalled();
});

test('a student who never accepted beta has no toggle', async () => {
  const { user, button } = await setup({ user: { ...ANA, betaTester: 'pendente' } });
  await user.click(button);
  const menu = await screen.findByRole('menu');
  expect(
    within(menu).queryByRole('menuitemcheckbox', { name: 'Funcionalidades Beta' }),
  ).not.toBeInTheDocument();
});

test('Sair signs out with a POST to logout, then the login page that brings the student back here; it forgets the cart and filters, not the drafts', async () => {
  window.localStorage.setItem(userStorageKey(ANA.id, 'cart-products'), '[{"id":1}]');
  window.localStorage.setItem(userStorageKey(ANA.id, 'question-filters'), '{}');
  window.localStorage.setItem(userStorageKey(ANA.id, 'draft:essay'), '{"title":"Minha redação"}');
  const submitted: { method: string; action: string }[] = [];
  const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
    this: HTMLFormElement,
  ) {
    submitted.push({ method: this.method, action: this.getAttribute('action') ?? '' });
  });
  try {
    const { user, button } = await setup();
    await user.click(button);
    await user.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    expect(submitted).toEqual([
      {
        method: 'post',
        action: `/auth/logout?redirect=${encodeURIComponent(`/auth/dev-login?redirect=${encodeURIComponent(window.location.pathname)}`)}`,
      },
    ]);
    expect(window.localStorage.getItem(userStorageKey(ANA.id, 'cart-products'))).toBeNull();
    expect(window.localStorage.getItem(userStorageKey(ANA.id, 'question-filters'))).toBeNull();
    expect(window.localStorage.getItem(userStorageKey(ANA.id, 'draft:essay'))).toBe(
      '{"title":"Minha redação"}',
    );
  } finally {
    submit.mockRestore();
  }
});
