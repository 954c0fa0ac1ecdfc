import createCache from '@emotion/cache';
import { CacheProvider, ThemeProvider } from '@emotion/react';
import { useMemo, type ReactNode } from 'react';
import type { ThemeAccessibility, ThemeVertical } from './platform-theme';
import { createTheme } from './create-theme';

/**
 * The page's one style cache, for the shell's chrome and every area's root (this module is a shared
 * singleton). Emotion's default cache runs stylis's prefixer on every rule (`display:-webkit-box;
 * display:-ms-flexbox;...`) for browsers the platform does not serve; without it each style is compiled
 * with less work and inserted shorter, and a page's first styles are compiled inside React's commits
 * (issue 12: over 8 traced cold loads of /mesa-de-estudo, stylis's time inside long tasks went from ~13 to
 * ~7 ms per load, unthrottled). A
 * property that still needs a prefix in a browser the platform serves is written with it, as the global
 * styles write `-webkit-text-size-adjust`. The key stays Emotion's default, `css`.
 */
const platformStyleCache = createCache({ key: 'css', stylisPlugins: [] });

/** Props of `PlatformThemeProvider`. */
export interface PlatformThemeProviderProps {
  vertical: ThemeVertical | string;
  dark?: boolean;
  accessibility?: Partial<ThemeAccessibility>;
  children: ReactNode;
}

/** Emotion's ThemeProvider (in the page's style cache) with the theme of a vertical, dark mode and accessibility modifiers. */
export function PlatformThemeProvider({
  vertical,
  dark = false,
  accessibility,
  children,
}: PlatformThemeProviderProps) {
  const fontSizeModifier = accessibility?.fontSizeModifier;
  const lineHeightModifier = accessibility?.lineHeightModifier;
  const marginSizeModifier = accessibility?.marginSizeModifier;
  // Depend on the numbers, not the object, so a new settings object with equal values keeps the theme.
  const theme = useMemo(
    () =>
      createTheme({
        vertical,
        dark,
        accessibility: { fontSizeModifier, lineHeightModifier, marginSizeModifier },
      }),
    [vertical, dark, fontSizeModifier, lineHeightModifier, marginSizeModifier],
  );
  return (
    <CacheProvider value={platformStyleCache}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
