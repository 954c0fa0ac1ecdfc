import { css, keyframes } from '@emotion/react';
import type { ReactNode } from 'react';
import { SPINNER_DEFAULT_LABEL } from './spinner';
import { VisuallyHidden } from './visually-hidden';

/** Props of `Skeleton`. */
export interface SkeletonProps {
  /** CSS width; default 100% */
  width?: number | string;
  /** CSS height; default one line of text */
  height?: number | string;
  shape?: 'text' | 'rect' | 'circle';
  className?: string;
}

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

/**
 * How long a placeholder stays still before it starts to pulse. A page that arrives within this time never
 * animates: no flicker for the student, and no frames drawn for an animation nobody sees (a running pulse has
 * every frame composited and painted: a cold load of mobile /mesa-de-estudo under Lighthouse drew 39-41
 * screenshots with the pulse at once, 10-15 with this delay). A slow page still pulses.
 */
export const SKELETON_PULSE_DELAY_MS = 1000;

/** A grey placeholder while content loads; hidden from screen readers (wrap in SkeletonGroup). */
export function Skeleton({ width = '100%', height, shape = 'text', className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      className={className}
      css={(theme) => css`
        display: block;
        width: ${typeof width === 'number' ? `${width}px` : width};
        height: ${height === undefined ? `${theme.fontSizes.md * theme.lineHeights.body}px` : typeof height === 'number' ? `${height}px` : height};
        border-radius: ${shape === 'circle' ? '50%' : shape === 'text' ? `${theme.radii.sm}px` : `${theme.radii.md}px`};
        background: ${theme.colors.skeleton};
        animation: ${pulse} 1.5s ease-in-out infinite;
        animation-delay: ${SKELETON_PULSE_DELAY_MS}ms;
      `}
    />
  );
}

/** Props of `SkeletonGroup`. */
export interface SkeletonGroupProps {
  children: ReactNode;
  /** what is loading; default 'Carregando' */
  label?: string;
  className?: string;
}

/** The container of skeletons: aria-busy, and says 'Carregando' once to screen readers. */
export function SkeletonGroup({ children, label = SPINNER_DEFAULT_LABEL, className }: SkeletonGroupProps) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className={className}>
      <VisuallyHidden>{label}</VisuallyHidden>
      <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.sm })}>
        {children}
      </div>
    </div>
  );
}
