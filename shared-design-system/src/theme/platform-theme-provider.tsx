import { ThemeProvider } from '@emotion/react';
import { useMemo, type ReactNode } from 'react';
import type { ThemeAccessibility, ThemeVertical } from './platform-theme';
import { createTheme } from './create-theme';

/** Props of `PlatformThemeProvider`. */
export interface PlatformThemeProviderProps {
  vertical: ThemeVertical | string;
  dark?: boolean;
  accessibility?: Partial<ThemeAccessibility>;
  children: ReactNode;
}

/** Emotion ThemeProvider with the theme of a vertical, dark mode and accessibility modifiers. */
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
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
