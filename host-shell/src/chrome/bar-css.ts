import type { Theme } from '@emotion/react';

/** The top bar's box (both layouts). */
export const barCss = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  minHeight: 56,
  boxSizing: 'border-box' as const,
  padding: '8px 24px',
  background: theme.colors.surface,
  color: theme.colors.text,
  borderBottom: `1px solid ${theme.colors.border}`,
});
