import type { Theme } from '@emotion/react';

/**
 * The top bar's height, fixed so that nothing below it moves when the chrome mounts: index.html reserves the
 * same height for #shell-topbar before any script runs (issue 12).
 */
export const TOP_BAR_HEIGHT = 60;

/**
 * Narrow screens: the bar's one row of words needs ~1004 px, and a bar wider than the screen made every page as
 * wide as the bar. Below 1024 px, words beside an icon (`NARROW_HIDDEN`) are only read out and names are cut
 * short (`BAR_SHORT_CLASS`); on phones (at most 640 px; spec 3 lays the upsell carousel out from 360 px) the bar
 * takes two rows, 108 px. Those rules are index.html's, with the frame that reserves the bar's height before any
 * script runs; the bar's parts carry these class names for them.
 */
export const BAR_CLASS = 'shell-bar';
export const BAR_SEARCH_CLASS = 'shell-bar-search';
export const BAR_ACTIONS_CLASS = 'shell-bar-actions';
/** a name cut short on a narrow screen (the vertical's, the student's) */
export const BAR_SHORT_CLASS = 'shell-bar-short';
export const NARROW_HIDDEN = 'narrow-hidden';

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
