import { css, keyframes } from '@emotion/react';

/** Props of `ProgressBar`. */
export interface ProgressBarProps {
  /** accessible name, e.g. 'Progresso do download' */
  label: string;
  /** current value; omit for an indeterminate bar (e.g. navigation in progress) */
  value?: number;
  max?: number;
  /** shows 'N%' beside the bar */
  showValue?: boolean;
  className?: string;
}

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** role=progressbar with aria-valuenow/min/max (no value when indeterminate). */
export function ProgressBar({ label, value, max = 100, showValue = false, className }: ProgressBarProps) {
  const determinate = value !== undefined && Number.isFinite(value);
  const clamped = determinate ? Math.min(max, Math.max(0, value)) : 0;
  const percent = max > 0 ? Math.round((clamped / max) * 100) : 0;
  return (
    <div
      className={className}
      css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space.sm })}
    >
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={determinate ? 0 : undefined}
        aria-valuemax={determinate ? max : undefined}
        aria-valuenow={determinate ? clamped : undefined}
        aria-valuetext={determinate ? `${percent}%` : undefined}
        css={(theme) => css`
          position: relative;
          flex: 1;
          height: 8px;
          overflow: hidden;
          background: ${theme.colors.surfaceAlt};
          border-radius: ${theme.radii.pill}px;
        `}
      >
        <div
          css={(theme) => css`
            height: 100%;
            background: ${theme.colors.primary};
            border-radius: inherit;
            ${
              determinate
                ? css`
                    width: ${percent}%;
                    transition: width 200ms ease-out;
                  `
                : css`
                    width: 40%;
                    animation: ${slide} 1.2s ease-in-out infinite;
                  `
            }
          `}
        />
      </div>
      {showValue && determinate && (
        <span aria-hidden="true" css={(theme) => ({ fontSize: theme.fontSizes.sm, minWidth: '4ch' })}>
          {percent}%
        </span>
      )}
    </div>
  );
}
