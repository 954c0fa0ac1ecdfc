import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { VIEW_MODES, type ViewMode } from '../../../constants';

/**
 * The content view modes offered (`modes`, all by default) as tabs (arrow keys move between them); the chosen
 * one's panel holds `children`.
 */
export function ModeTabs({
  value,
  onChange,
  children,
  modes = VIEW_MODES,
}: {
  value: ViewMode;
  onChange: (mode: ViewMode) => void;
  children: ReactNode;
  modes?: readonly (typeof VIEW_MODES)[number][];
}) {
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  function onKeyDown(event: KeyboardEvent, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + modes.length) % modes.length;
    const mode = modes[next];
    if (!mode) return;
    onChange(mode.key);
    tabs.current[next]?.focus();
  }
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space.md })}>
      <div
        role="tablist"
        aria-label="Modo de leitura"
        css={(theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          gap: theme.space.xs,
          borderBottom: `1px solid ${theme.colors.border}`,
        })}
      >
        {modes.map((mode, index) => {
          const selected = mode.key === value;
          return (
            <button
              key={mode.key}
              ref={(node) => {
                tabs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${id}-${mode.key}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(mode.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
              css={(theme) => ({
                padding: `${theme.space.xs}px ${theme.space.sm}px`,
                font: 'inherit',
                fontWeight: selected ? 700 : 400,
                color: selected ? theme.colors.primary : theme.colors.text,
                background: 'none',
                border: 0,
                borderBottom: `3px solid ${selected ? theme.colors.primary : 'transparent'}`,
                cursor: 'pointer',
                '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
              })}
            >
              {mode.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${value}`}
        css={(theme) => ({ display: 'grid', gap: theme.space.md })}
      >
        {children}
      </div>
    </div>
  );
}
