import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Toast, type ToastKind } from './toast';

/** One toast in a ToastRegion. */
export interface ToastItem {
  id: string | number;
  kind: ToastKind;
  message: ReactNode;
  durationMs?: number;
}

/** Props of `ToastRegion`. */
export interface ToastRegionProps {
  toasts: readonly ToastItem[];
  onDismiss: (id: ToastItem['id']) => void;
  /** name of the region; default 'Mensagens' (not 'Notificações': that is the top bar's notifications panel) */
  label?: string;
  /** corner of the screen; default bottom-right */
  position?: 'top-right' | 'bottom-right' | 'bottom-center';
}

/**
 * The stack of toasts. It stays on the page even when empty so the live regions of new toasts are
 * announced reliably.
 */
export function ToastRegion({
  toasts,
  onDismiss,
  label = 'Mensagens',
  position = 'bottom-right',
}: ToastRegionProps) {
  return (
    <section
      aria-label={label}
      css={(theme) => css`
        position: fixed;
        z-index: ${theme.zIndices.toast};
        display: flex;
        flex-direction: ${position === 'top-right' ? 'column' : 'column-reverse'};
        gap: ${theme.space.sm}px;
        padding: ${theme.space.md}px;
        pointer-events: none;
        ${position === 'top-right' ? 'top: 0; right: 0;' : ''}
        ${position === 'bottom-right' ? 'bottom: 0; right: 0;' : ''}
        ${position === 'bottom-center' ? 'bottom: 0; left: 50%; transform: translateX(-50%);' : ''}
        & > * {
          pointer-events: auto;
        }
      `}
    >
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          kind={toast.kind}
          durationMs={toast.durationMs}
          onDismiss={() => onDismiss(toast.id)}
        >
          {toast.message}
        </Toast>
      ))}
    </section>
  );
}
