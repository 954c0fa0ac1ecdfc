import { createEventBus, createHttpClients } from 'shared-contracts';
import { usePlatformAppearance } from 'shared-design-system';
import { act, renderHook } from '@testing-library/react';
import { darkModeAtom, layoutAtom, pageHistoryAtom, shellStore } from '../state/shell-store';
import { createPlatform } from './create-platform';

afterEach(() => {
  shellStore.set(darkModeAtom, false);
  shellStore.set(layoutAtom, 'navigation');
});

function concursosPlatform() {
  const bus = createEventBus();
  return createPlatform({
    bus,
    http: createHttpClients({ bus, vertical: 'concursos' }),
    vertical: 'concursos',
    environment: 'local',
    loadWidget: async () => null,
  });
}

test('areas follow the dark mode through platform.appearance', () => {
  const platform = concursosPlatform();
  const { result } = renderHook(() => usePlatformAppearance(platform));
  expect(result.current?.dark).toBe(false);
  act(() => shellStore.set(darkModeAtom, true));
  expect(result.current?.dark).toBe(true);
  expect(result.current?.accessibility).toEqual({
    fontSizeModifier: 0,
    lineHeightModifier: 0,
    marginSizeModifier: 0,
  });
});

test('areas are drawn dark on the dark navigation layout (live classes, webcasts), whatever the dark mode', () => {
  const platform = concursosPlatform();
  const { result } = renderHook(() => usePlatformAppearance(platform));
  expect(result.current?.dark).toBe(false);
  act(() => shellStore.set(layoutAtom, 'navigation-dark'));
  expect(result.current?.dark).toBe(true);
  act(() => shellStore.set(layoutAtom, 'navigation'));
  expect(result.current?.dark).toBe(false);
});

test("remotes read the previous page's name (contract 1.1.0): 'o Início' first, then the area the student came from", () => {
  const bus = createEventBus();
  const platform = createPlatform({
    bus,
    http: createHttpClients({ bus, vertical: 'medicina' }),
    vertical: 'medicina',
    environment: 'local',
    loadWidget: async () => null,
  });
  shellStore.set(pageHistoryAtom, ['/cast']);
  expect(platform.previousPageName()).toBe('o Início');
  shellStore.set(pageHistoryAtom, ['/cadernos-e-simulados/cadernos/3', '/questoes/12']);
  expect(platform.previousPageName()).toBe('Listas e Simulados');
  shellStore.set(pageHistoryAtom, []);
});
