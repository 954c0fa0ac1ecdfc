import { useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { Theme } from '@emotion/react';

const ITEM_SELECTOR = '[role="menuitem"], [role="menuitemcheckbox"], [role="menuitemradio"]';

export const panelCss = (theme: Theme) => ({
  background: theme.colors.surface,
  color: theme.colors.text,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  boxShadow: theme.shadows.overlay,
  padding: 6,
});

const itemCss = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  width: '100%',
  boxSizing: 'border-box' as const,
  padding: '8px 12px',
  border: 0,
  borderRadius: theme.radii.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'left' as const,
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover, &:focus': { background: theme.colors.surfaceAlt, outline: 'none' },
  '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${theme.colors.focus}` },
});

export interface MenuListProps {
  label: string;
  id?: string;
  children: ReactNode;
  /** content above the items (not part of the menu, e.g. the greeting) */
  header?: ReactNode;
}

/**
 * A menu (role=menu) operated as WAI-ARIA describes: focus goes to the first item on open; arrow keys,
 * Home and End move between items. Escape and Tab are handled by the PopupButton around it.
 */
export function MenuList({ label, id, children, header }: MenuListProps) {
  const listRef = useRef<HTMLUListElement>(null);

  // before the menu is painted: no frame shows it open with the focus still on its button (and a key
  // pressed at once goes to the first item)
  useLayoutEffect(() => {
    listRef.current?.querySelector<HTMLElement>(ITEM_SELECTOR)?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = Array.from(listRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? []);
    if (items.length === 0) return;
    const index = items.indexOf(document.activeElement as HTMLElement);
    const move: Record<string, number> = {
      ArrowDown: (index + 1) % items.length,
      ArrowUp: (index - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    const next = move[event.key];
    if (next === undefined) return;
    event.preventDefault();
    items[next]?.focus();
  };

  return (
    <div css={panelCss}>
      {header}
      <ul
        ref={listRef}
        id={id}
        role="menu"
        aria-label={label}
        onKeyDown={onKeyDown}
        css={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {children}
      </ul>
    </div>
  );
}

export function MenuLink({
  href,
  children,
  onClick,
  newTab = false,
  role = 'menuitem',
  checked,
}: {
  href: string;
  children: ReactNode;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  newTab?: boolean;
  role?: 'menuitem' | 'menuitemradio';
  checked?: boolean;
}) {
  return (
    <li role="none">
      <a
        role={role}
        href={href}
        tabIndex={-1}
        aria-checked={role === 'menuitemradio' ? checked === true : undefined}
        onClick={onClick}
        {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        css={itemCss}
      >
        <span>{children}</span>
        {newTab ? <span className="visually-hidden"> (abre em nova aba)</span> : null}
        {role === 'menuitemradio' && checked ? <span aria-hidden="true">✓</span> : null}
      </a>
    </li>
  );
}

export function MenuAction({
  children,
  onSelect,
  checked,
  busy = false,
}: {
  children: ReactNode;
  onSelect: () => void;
  /** a checkbox item (menuitemcheckbox) when given */
  checked?: boolean;
  busy?: boolean;
}) {
  const isCheckbox = checked !== undefined;
  return (
    <li role="none">
      <button
        type="button"
        role={isCheckbox ? 'menuitemcheckbox' : 'menuitem'}
        aria-checked={isCheckbox ? checked : undefined}
        aria-busy={busy || undefined}
        tabIndex={-1}
        onClick={onSelect}
        css={itemCss}
      >
        <span>{children}</span>
        {isCheckbox ? (
          <span
            aria-hidden="true"
            css={(theme) => ({
              width: 32,
              height: 18,
              borderRadius: 9,
              position: 'relative',
              flexShrink: 0,
              background: checked ? theme.colors.primary : theme.colors.border,
              '&::after': {
                content: '""',
                position: 'absolute',
                top: 2,
                left: checked ? 16 : 2,
                width: 14,
                height: 14,
                borderRadius: '50%',
                background: '#fff',
              },
            })}
          />
        ) : null}
      </button>
    </li>
  );
}
