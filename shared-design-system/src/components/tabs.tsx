import { css } from '@emotion/react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/** One tab and its panel. */
export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

/** Props of `Tabs`. */
export interface TabsProps {
  tabs: readonly TabItem[];
  /** accessible name of the tab list */
  label: string;
  /** controlled selection */
  selectedId?: string;
  /** initial selection when uncontrolled; default the first enabled tab */
  defaultSelectedId?: string;
  onChange?: (id: string) => void;
  className?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: ←/→ move and select (wrapping), Home/End jump to the ends;
 * only the selected tab is in the Tab order.
 */
export function Tabs({ tabs, label, selectedId, defaultSelectedId, onChange, className }: TabsProps) {
  const baseId = useId();
  const firstEnabled = tabs.find((tab) => !tab.disabled)?.id;
  const [uncontrolled, setUncontrolled] = useState(defaultSelectedId ?? firstEnabled);
  const current = selectedId ?? uncontrolled;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  function select(id: string) {
    if (selectedId === undefined) setUncontrolled(id);
    onChange?.(id);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const enabled = tabs.filter((tab) => !tab.disabled);
    const index = enabled.findIndex((tab) => tab.id === current);
    let next: TabItem | undefined;
    if (event.key === 'ArrowRight') next = enabled[(index + 1) % enabled.length];
    else if (event.key === 'ArrowLeft') next = enabled[(index - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    event.preventDefault();
    select(next.id);
    tabRefs.current.get(next.id)?.focus();
  }

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={handleKeyDown}
        css={(theme) => css`
          display: flex;
          gap: ${theme.space.xs}px;
          border-bottom: 1px solid ${theme.colors.border};
          overflow-x: auto;
        `}
      >
        {tabs.map((tab) => {
          const selected = tab.id === current;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              disabled={tab.disabled}
              onClick={() => select(tab.id)}
              css={(theme) => css`
                padding: ${theme.space.sm}px ${theme.space.md}px;
                font: inherit;
                font-size: ${theme.fontSizes.md}px;
                font-weight: ${selected ? 700 : 500};
                color: ${selected ? theme.colors.primary : theme.colors.textMuted};
                background: transparent;
                border: 0;
                border-bottom: 3px solid ${selected ? theme.colors.primary : 'transparent'};
                cursor: pointer;
                white-space: nowrap;
                &:focus-visible {
                  outline: 3px solid ${theme.colors.focus};
                  outline-offset: -3px;
                }
                &:disabled {
                  cursor: not-allowed;
                  opacity: 0.5;
                }
              `}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== current}
          tabIndex={0}
          css={(theme) => ({ paddingTop: theme.space.md })}
        >
          {tab.id === current ? tab.content : null}
        </div>
      ))}
    </div>
  );
}
