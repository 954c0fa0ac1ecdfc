import { css, keyframes } from '@emotion/react';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from './icon-button';
import { CloseIcon } from './close-icon';

/** What Drawer and Modal share: a named modal dialog over an overlay. */
export interface DialogSurfaceProps {
  open: boolean;
  /** called on Escape, overlay click and the close button */
  onClose: () => void;
  /**
   * false: a dialog the student must answer (spec 1 §4: the questions terms until accepted): no close
   * button, and Escape and the overlay do not close it; its own actions do. Default true.
   */
  dismissible?: boolean;
  /** an overlay click, when it must do more than onClose (a drawer over a drawer closes both); default onClose */
  onOverlayClick?: () => void;
  /** the dialog's name (rendered as its heading) */
  title: ReactNode;
  children?: ReactNode;
  /** actions at the bottom (buttons) */
  footer?: ReactNode;
  /** element to focus on open; default the dialog itself, so its name is read first */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** label of the close button; default 'Fechar' */
  closeLabel?: string;
  /** where the dialog is portalled; default document.body */
  container?: Element | null;
  /** extra description element id(s) for aria-describedby */
  describedBy?: string;
  className?: string;
}

interface SurfaceLayout {
  placement: 'right' | 'center';
  /** max width in px */
  width: number;
  /** test id of the overlay (the overlay has no role: it is a click target only) */
  overlayTestId: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

const slideIn = keyframes`
  from { transform: translateX(100%); }
  to { transform: translateX(0); }
`;
const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('inert'));
}

/** The dialog behind Drawer and Modal: focus in on open, trapped while open, restored on close. */
export function DialogSurface({
  open,
  onClose,
  title,
  children,
  footer,
  initialFocusRef,
  closeLabel = 'Fechar',
  dismissible = true,
  onOverlayClick,
  container,
  describedBy,
  className,
  placement,
  width,
  overlayTestId,
}: DialogSurfaceProps & SurfaceLayout) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocusRef?.current ?? dialogRef.current)?.focus();
    return () => {
      // Give focus back to what opened the dialog (if it is still on the page).
      if (previouslyFocused && previouslyFocused.isConnected) previouslyFocused.focus();
    };
  }, [open, initialFocusRef]);

  if (!open) return null;
  const target = container ?? (typeof document !== 'undefined' ? document.body : null);
  if (!target) return null;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      // Stop here so a dialog opened from another dialog closes alone (React events bubble through portals).
      event.stopPropagation();
      if (dismissible) onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusables = focusableIn(dialogRef.current);
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <>
      <div
        data-testid={overlayTestId}
        aria-hidden="true"
        onClick={() => {
          if (dismissible) (onOverlayClick ?? onClose)();
        }}
        css={(theme) => css`
          position: fixed;
          inset: 0;
          background: ${theme.colors.overlay};
          z-index: ${placement === 'right' ? theme.zIndices.overlay : theme.zIndices.modal - 1};
          animation: ${fadeIn} 150ms ease-out;
        `}
      />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
        className={className}
        css={(theme) => css`
          position: fixed;
          display: flex;
          flex-direction: column;
          background: ${theme.colors.surface};
          color: ${theme.colors.text};
          box-shadow: ${theme.shadows.overlay};
          outline: none;
          ${
            placement === 'right'
              ? css`
                  top: 0;
                  right: 0;
                  bottom: 0;
                  width: min(${width}px, 100vw);
                  z-index: ${theme.zIndices.drawer};
                  animation: ${slideIn} 200ms ease-out;
                `
              : css`
                  top: 50%;
                  left: 50%;
                  transform: translate(-50%, -50%);
                  width: min(${width}px, calc(100vw - ${2 * theme.space.md}px));
                  max-height: calc(100vh - ${2 * theme.space.md}px);
                  border-radius: ${theme.radii.lg}px;
                  z-index: ${theme.zIndices.modal};
                  animation: ${fadeIn} 150ms ease-out;
                `
          }
        `}
      >
        <div
          css={(theme) => css`
            display: flex;
            align-items: center;
            justify-content: space-between;
            gap: ${theme.space.sm}px;
            padding: ${theme.space.md}px ${theme.space.lg}px;
            border-bottom: 1px solid ${theme.colors.border};
          `}
        >
          <h2
            id={titleId}
            css={(theme) => ({
              margin: 0,
              fontSize: theme.fontSizes.lg,
              lineHeight: theme.lineHeights.heading,
            })}
          >
            {title}
          </h2>
          {dismissible && (
            <IconButton aria-label={closeLabel} onClick={() => onClose()} size="sm">
              <CloseIcon size={16} />
            </IconButton>
          )}
        </div>
        <div
          css={(theme) => ({
            flex: 1,
            overflowY: 'auto',
            padding: `${theme.space.md}px ${theme.space.lg}px`,
          })}
        >
          {children}
        </div>
        {footer && (
          <div
            css={(theme) => css`
              display: flex;
              justify-content: flex-end;
              flex-wrap: wrap;
              gap: ${theme.space.sm}px;
              padding: ${theme.space.md}px ${theme.space.lg}px;
              border-top: 1px solid ${theme.colors.border};
            `}
          >
            {footer}
          </div>
        )}
      </div>
    </>,
    target,
  );
}
