import { createEventBus, createHttpClients } from 'shared-contracts';
import { usePlatformAppearance } from 'shared-design-system';
import { act, renderHook } from '@testing-library/react';
import { darkModeAtom, shellStore } from '../state/shell-store';
import { createPlatform } from './create-platform';

afterEach(() => shellStore.set(darkModeAtom, false));

test('areas follow the dark mode through platform.appearance', () => {
  const bus = createEventBus();
  const platform = createPlatform({
    bus,
    http: createHttpClients({ bus, vertical: 'concursos' }),
    vertical: 'concursos',
    environment: 'local',
    loadWidget: async () => null,
  });
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
