import { css, type Theme } from '@emotion/react';

/** Visual variants shared by Button and IconButton. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

function variantColors(theme: Theme, variant: ButtonVariant) {
  const c = theme.colors;
  switch (variant) {
    case 'primary':
      return { bg: c.primary, fg: c.onPrimary, border: c.primary, hoverBg: c.primaryHover };
    case 'secondary':
      return { bg: c.surface, fg: c.primary, border: c.primary, hoverBg: c.surfaceAlt };
    case 'ghost':
      return { bg: 'transparent', fg: c.text, border: 'transparent', hoverBg: c.surfaceAlt };
    case 'danger':
      return { bg: c.error, fg: c.onStatus, border: c.error, hoverBg: c.error };
  }
}

/** Styles of a button-like control (also used for links that look like buttons). */
export function buttonStyles(theme: Theme, variant: ButtonVariant, size: ButtonSize, fullWidth: boolean) {
  const v = variantColors(theme, variant);
  const padY =
    size === 'sm' ? theme.space.xs : size === 'lg' ? theme.space.sm + theme.space.xs : theme.space.sm;
  const padX = size === 'sm' ? theme.space.sm : size === 'lg' ? theme.space.lg : theme.space.md;
  return css`
    display: ${fullWidth ? 'flex' : 'inline-flex'};
    width: ${fullWidth ? '100%' : 'auto'};
    align-items: center;
    justify-content: center;
    gap: ${theme.space.xs}px;
    min-height: ${size === 'sm' ? 32 : 44}px;
    padding: ${padY}px ${padX}px;
    font: inherit;
    font-size: ${size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md}px;
    font-weight: 600;
    line-height: ${theme.lineHeights.heading};
    color: ${v.fg};
    background: ${v.bg};
    border: 1px solid ${v.border};
    border-radius: ${theme.radii.md}px;
    text-decoration: none;
    cursor: pointer;
    transition:
      background-color 120ms ease-in-out,
      filter 120ms ease-in-out;
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${v.hoverBg};
      ${variant === 'danger' ? 'filter: brightness(0.9);' : ''}
    }
    &:focus-visible {
      outline: 3px solid ${theme.colors.focus};
      outline-offset: 2px;
    }
    &:disabled,
    &[aria-disabled='true'] {
      cursor: not-allowed;
      opacity: 0.6;
    }
    &[aria-busy='true'] {
      cursor: progress;
    }
  `;
}
