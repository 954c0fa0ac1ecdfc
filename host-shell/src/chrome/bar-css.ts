import type { Theme } from '@emotion/react';

/**
 * The top bar's height, fixed so that nothing below it moves when the chrome mounts: index.html reserves the
 * same height for #shell-topbar before any script runs (issue 12).
 */
export const TOP_BAR_HEIGHT = 60;

/** The top bar's box (both layouts). */
export const barCss = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  height: TOP_BAR_HEIGHT,
  boxSizing: 'border-box' as const,
  padding: '8px 24px',
  background: theme.colors.surface,
  color: theme.colors.text,
  borderBottom: `1px solid ${theme.colors.border}`,
});
