import { Suspense, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { AreaErrorBoundary } from 'shared-design-system';

export interface PopupButtonProps {
  /** what the button shows (its accessible name unless `label` is given) */
  children: ReactNode;
  /** the button's accessible name when its content is not enough */
  label?: string;
  /** what opens: a menu (role=menu) or a dialog-like panel */
  popup: 'menu' | 'dialog';
  /** the panel; `close(true)` closes it and gives focus back to the button */
  renderPanel: (close: (returnFocus?: boolean) => void, panelId: string) => ReactNode;
  /** controlled open state (optional) */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** where the panel opens, relative to the button */
  align?: 'left' | 'right';
  className?: string;
}

/**
 * A button that opens a popup (menu button pattern): aria-haspopup, aria-expanded and aria-controls;
 * Escape closes and returns focus to the button; leaving with Tab or clicking elsewhere closes it.
 * The panel itself is usually a lazy chunk, so only this button is in the chrome's first load.
 */
export function PopupButton({
  children,
  label,
  popup,
  renderPanel,
  open: controlledOpen,
  onOpenChange,
  align = 'right',
  className,
}: PopupButtonProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const open = controlledOpen ?? uncontrolledOpen;
  const panelId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const setOpen = useCallback(
    (next: boolean) => {
      if (controlledOpen === undefined) setUncontrolledOpen(next);
      onOpenChange?.(next);
    },
    [controlledOpen, onOpenChange],
  );

  const close = useCallback(
    (returnFocus = false) => {
      setOpen(false);
      if (returnFocus) buttonRef.current?.focus();
    },
    [setOpen],
  );

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open, close]);

  return (
    <div
      ref={wrapperRef}
      className={className}
      css={{ position: 'relative', display: 'inline-flex' }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close(true);
        }
      }}
      onBlur={(event) => {
        // focus moved out of the button and its panel (Tab): the popup closes
        if (open && event.relatedTarget && !wrapperRef.current?.contains(event.relatedTarget as Node))
          close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup={popup}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={label}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (popup === 'menu' && !open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        css={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 8,
          padding: '6px 10px',
          border: 0,
          borderRadius: 8,
          background: 'transparent',
          color: 'inherit',
          font: 'inherit',
          cursor: 'pointer',
          '&:hover': { background: 'rgba(127,127,127,0.12)' },
        }}
      >
        {children}
      </button>
      {open ? (
        <div
          css={{
            position: 'absolute',
            top: 'calc(100% + 4px)',
            [align]: 0,
            zIndex: 30,
            minWidth: 240,
            maxWidth: 'min(360px, calc(100vw - 16px))',
          }}
        >
          <AreaErrorBoundary>
            <Suspense fallback={null}>{renderPanel(close, panelId)}</Suspense>
          </AreaErrorBoundary>
        </div>
      ) : null}
    </div>
  );
}
