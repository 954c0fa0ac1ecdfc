import type { PlatformTheme, ThemeVertical } from './platform-theme';
import { createTheme } from './create-theme';

/** One ready theme per vertical (light mode, no accessibility modifiers). */
export const themes: Readonly<Record<ThemeVertical, PlatformTheme>> = {
  concursos: createTheme({ vertical: 'concursos' }),
  medicina: createTheme({ vertical: 'medicina' }),
  militares: createTheme({ vertical: 'militares' }),
  oab: createTheme({ vertical: 'oab' }),
  vestibulares: createTheme({ vertical: 'vestibulares' }),
  'carreiras-juridicas': createTheme({ vertical: 'carreiras-juridicas' }),
};
