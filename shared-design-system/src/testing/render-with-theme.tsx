import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { PlatformThemeProvider, type PlatformThemeProviderProps } from '../theme/platform-theme-provider';

type ThemeOptions = Omit<PlatformThemeProviderProps, 'children'>;

/** Renders UI inside a PlatformThemeProvider (concursos, light, unless told otherwise). */
export function renderWithTheme(
  ui: ReactElement,
  { theme = { vertical: 'concursos' }, ...options }: RenderOptions & { theme?: ThemeOptions } = {},
): RenderResult {
  function Wrapper({ children }: { children: ReactNode }) {
    return <PlatformThemeProvider {...theme}>{children}</PlatformThemeProvider>;
  }
  return render(ui, { wrapper: Wrapper, ...options });
}
