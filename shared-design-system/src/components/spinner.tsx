import { css, keyframes } from '@emotion/react';
import { VisuallyHidden } from './visually-hidden';

/** Props of `Spinner`. */
export interface SpinnerProps {
  /** what is loading, read by screen readers; default 'Carregando' */
  label?: string;
  /** diameter in px; default follows the font size */
  size?: number;
  /** inside a button or a busy region: hide it from screen readers (the container already says it) */
  decorative?: boolean;
  className?: string;
}

export const SPINNER_DEFAULT_LABEL = 'Carregando';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** A loading indicator: role=status named 'Carregando' unless decorative. */
export function Spinner({
  label = SPINNER_DEFAULT_LABEL,
  size,
  decorative = false,
  className,
}: SpinnerProps) {
  const circle = (
    <span
      aria-hidden="true"
      css={(theme) => css`
        display: inline-block;
        width: ${size ?? theme.fontSizes.md}px;
        height: ${size ?? theme.fontSizes.md}px;
        border: 2px solid currentColor;
        border-right-color: transparent;
        border-radius: 50%;
        animation: ${spin} 0.75s linear infinite;
        vertical-align: middle;
      `}
    />
  );
  if (decorative) return <span className={className}>{circle}</span>;
  return (
    <span
      role="status"
      aria-label={label}
      className={className}
      css={{ display: 'inline-flex', alignItems: 'center' }}
    >
      {circle}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
