import { profileMenuEntries } from './profile-menu-items';

const ALL_ON = {
  profile_menu_my_account: true,
  profile_menu_my_purchases: true,
  notifications_menu: true,
  profile_menu_cancel_purchases: true,
  dark_mode: true,
  profile_menu_settings: true,
  profile_menu_help: true,
  profile_menu_logout: true,
};

const labels = (...args: Parameters<typeof profileMenuEntries>) =>
  profileMenuEntries(...args).map((entry) => entry.label);

test('every item in the order of the spec when every flag is on', () => {
  expect(
    labels({
      features: ALL_ON,
      user: { betaTester: 'aceito_ativo' },
      dark: false,
      helpLink: 'https://ajuda',
      logoutHref: '/auth/logout',
    }),
  ).toEqual([
    'Minha conta',
    'Minhas compras',
    'Central de notificações',
    'Cancelar compras',
    'Modo escuro',
    'Acessibilidade',
    'Configurações',
    'Ajuda',
    'Funcionalidades Beta',
    'Sair',
  ]);
});

test.each([
  ['profile_menu_my_account', 'Minha conta'],
  ['profile_menu_my_purchases', 'Minhas compras'],
  ['notifications_menu', 'Central de notificações'],
  ['profile_menu_cancel_purchases', 'Cancelar compras'],
  ['dark_mode', 'Modo escuro'],
  ['profile_menu_settings', 'Configurações'],
  ['profile_menu_help', 'Ajuda'],
  ['profile_menu_logout', 'Sair'],
])('%s off hides %s', (flag, label) => {
  const features = { ...ALL_ON, [flag]: false };
  expect(
    labels({
      features,
      user: { betaTester: 'aceito_ativo' },
      dark: false,
      helpLink: 'https://ajuda',
      logoutHref: '/auth/logout',
    }),
  ).not.toContain(label);
});

test('Ajuda needs the help link of the remote content', () => {
  expect(
    labels({
      features: ALL_ON,
      user: { betaTester: 'recusado' },
      dark: false,
      helpLink: null,
      logoutHref: '/auth/logout',
    }),
  ).not.toContain('Ajuda');
});

test.each([
  ['aceito_ativo', true, true],
  ['aceito_inativo', true, false],
  ['pendente', false, false],
  ['recusado', false, false],
  ['ativo_obrigatorio', false, false],
] as const)('beta %s: toggle shown %s, on %s', (betaTester, shown, checked) => {
  const beta = profileMenuEntries({
    features: {},
    user: { betaTester },
    dark: false,
    helpLink: null,
    logoutHref: '/auth/logout',
  }).find((entry) => entry.id === 'beta');
  expect(beta !== undefined).toBe(shown);
  if (beta?.kind === 'toggle') expect(beta.checked).toBe(checked);
});

test('dark mode reflects the current theme', () => {
  const entry = profileMenuEntries({
    features: ALL_ON,
    user: { betaTester: 'recusado' },
    dark: true,
    helpLink: null,
    logoutHref: '/auth/logout',
  }).find((item) => item.id === 'dark-mode');
  expect(entry).toMatchObject({ kind: 'toggle', checked: true });
});
