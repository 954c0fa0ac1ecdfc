import { css } from '@emotion/react';
import { useEffect, useEffectEvent, type ReactNode } from 'react';
import type { ToastKind } from 'shared-contracts';
import { IconButton } from './icon-button';
import { CloseIcon } from './close-icon';

export type { ToastKind };

/** Props of `Toast`. */
export interface ToastProps {
  kind: ToastKind;
  children: ReactNode;
  /** shows a close button and is called by it (and by the timer) */
  onDismiss?: () => void;
  /** ms before onDismiss is called by itself; none by default */
  durationMs?: number;
  /** label of the close button; default 'Fechar notificação' */
  dismissLabel?: string;
}

// Errors and warnings interrupt the screen reader (alert); success and info wait their turn (status).
const ROLE_BY_KIND: Record<ToastKind, 'alert' | 'status'> = {
  success: 'status',
  info: 'status',
  warning: 'alert',
  error: 'alert',
};

/** A short message: role=alert for errors and warnings, role=status otherwise. */
export function Toast({
  kind,
  children,
  onDismiss,
  durationMs,
  dismissLabel = 'Fechar notificação',
}: ToastProps) {
  // An effect event: a new onDismiss each render must not restart the timer.
  const dismissByTimer = useEffectEvent(() => onDismiss?.());

  useEffect(() => {
    if (durationMs === undefined) return;
    const timer = setTimeout(() => dismissByTimer(), durationMs);
    return () => clearTimeout(timer);
  }, [durationMs]);

  return (
    <div
      role={ROLE_BY_KIND[kind]}
      data-kind={kind}
      css={(theme) => {
        const accent = {
          success: theme.colors.success,
          error: theme.colors.error,
          warning: theme.colors.warning,
          info: theme.colors.info,
        }[kind];
        return css`
          display: flex;
          align-items: center;
          gap: ${theme.space.sm}px;
          min-width: 260px;
          max-width: 420px;
          padding: ${theme.space.sm}px ${theme.space.sm}px ${theme.space.sm}px ${theme.space.md}px;
          background: ${theme.colors.surface};
          color: ${theme.colors.text};
          border: 1px solid ${theme.colors.border};
          border-left: 6px solid ${accent};
          border-radius: ${theme.radii.md}px;
          box-shadow: ${theme.shadows.overlay};
          font-size: ${theme.fontSizes.sm}px;
          line-height: ${theme.lineHeights.body};
        `;
      }}
    >
      <div css={{ flex: 1 }}>{children}</div>
      {onDismiss && (
        <IconButton aria-label={dismissLabel} size="sm" onClick={onDismiss}>
          <CloseIcon size={14} />
        </IconButton>
      )}
    </div>
  );
}
