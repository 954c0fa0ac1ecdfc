import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mount, unmount } from '../chrome/chrome-app';
import { ANA } from '../chrome/render-chrome';
import { createPlatform } from '../platform/create-platform';
import { installShellRuntime } from '../platform/shell-runtime';
import { accessibilityAtom, featuresAtom, shellStore, userAtom } from '../state/shell-store';
import { createEventBus, createHttpClients } from 'shared-contracts';
import { ACCESSIBILITY_KEY, DEFAULT_SETTINGS } from './accessibility-settings';

beforeEach(() => {
  document.body.innerHTML =
    '<header id="shell-topbar"></header><nav id="shell-sidemenu" aria-label="Menu principal"></nav><main id="area"></main>';
  window.localStorage.clear();
  shellStore.set(userAtom, ANA);
  shellStore.set(accessibilityAtom, DEFAULT_SETTINGS);
  shellStore.set(featuresAtom, { profile_menu_general: true, dark_mode: true });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  await act(() => unmount());
  jest.restoreAllMocks();
});

test("'Acessibilidade' in the profile menu opens the settings; changes apply to the areas' appearance and are saved", async () => {
  const user = userEvent.setup();
  const bus = createEventBus();
  const http = createHttpClients({ bus, vertical: 'concursos', prefixUrl: 'http://127.0.0.1:9' });
  const platform = createPlatform({
    bus,
    http,
    vertical: 'concursos',
    environment: 'local',
    loadWidget: async () => null,
  });
  const appearances: unknown[] = [];
  // what AreaShell (shared-design-system) follows in every area
  const { appearance } = platform as unknown as {
    appearance: { appearance$: { subscribe(next: (value: { accessibility: unknown }) => void): unknown } };
  };
  appearance.appearance$.subscribe((value) => appearances.push(value.accessibility));
  await act(() => mount({ platform, preload: () => {} }));

  await user.click(await screen.findByRole('button', { name: /Ana Paula Souza/ }));
  await user.click(await screen.findByRole('menuitem', { name: 'Acessibilidade' }));
  const dialog = await screen.findByRole('dialog', { name: 'Acessibilidade' });

  const font = within(dialog).getByRole('group', { name: 'Tamanho da fonte' });
  await user.click(within(font).getByRole('button', { name: 'Aumentar fonte' }));
  await user.click(within(font).getByRole('button', { name: 'Aumentar fonte' }));
  expect(within(font).getByRole('status', { name: 'Tamanho da fonte: nível' })).toHaveTextContent('+2');
  await user.click(within(dialog).getByRole('button', { name: 'Diminuir margens' }));

  expect(shellStore.get(accessibilityAtom)).toMatchObject({
    fontSizeModifier: 2,
    previousFontSizeModifier: 1,
    marginSizeModifier: -1,
  });
  expect(appearances.at(-1)).toEqual({ fontSizeModifier: 2, lineHeightModifier: 0, marginSizeModifier: -1 });

  // the font stops at 4
  await user.click(within(font).getByRole('button', { name: 'Aumentar fonte' }));
  await user.click(within(font).getByRole('button', { name: 'Aumentar fonte' }));
  expect(within(font).getByRole('button', { name: 'Aumentar fonte' })).toBeDisabled();

  await user.click(within(dialog).getByRole('button', { name: 'Restaurar padrão' }));
  expect(shellStore.get(accessibilityAtom)).toMatchObject({
    fontSizeModifier: 0,
    lineHeightModifier: 0,
    marginSizeModifier: 0,
  });
  await user.click(within(dialog).getByRole('button', { name: 'Concluir' }));
  expect(screen.queryByRole('dialog', { name: 'Acessibilidade' })).not.toBeInTheDocument();
});

test('the settings saved in this browser apply from the first page, and changes are saved', async () => {
  window.localStorage.setItem(
    ACCESSIBILITY_KEY,
    JSON.stringify({ ...DEFAULT_SETTINGS, fontSizeModifier: 3 }),
  );
  const bus = createEventBus();
  const http = createHttpClients({ bus, vertical: 'concursos', prefixUrl: 'http://127.0.0.1:9' });
  // root-config registers the chrome and the areas only once the runtime has resolved
  await installShellRuntime({ vertical: 'concursos', bus, http, environment: 'local', featuresWaitMs: 0 });
  expect(shellStore.get(accessibilityAtom).fontSizeModifier).toBe(3);
  shellStore.set(accessibilityAtom, { ...DEFAULT_SETTINGS, lineHeightModifier: 4 });
  expect(JSON.parse(window.localStorage.getItem(ACCESSIBILITY_KEY) ?? '{}')).toMatchObject({
    lineHeightModifier: 4,
  });
});
