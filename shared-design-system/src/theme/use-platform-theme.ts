import { useTheme } from '@emotion/react';
import type { PlatformTheme } from './platform-theme';
import { themes } from './themes';

/**
 * The current PlatformTheme. Outside a PlatformThemeProvider emotion gives `{}`; fall back to the
 * concursos theme so a component never crashes for lack of a provider.
 */
export function usePlatformTheme(): PlatformTheme {
  const theme = useTheme();
  return 'brand' in theme ? theme : themes.concursos;
}
