import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';

/** A labelled native select styled like the design system's Input (the design system has no select). */
export function SelectField({
  label,
  hint,
  children,
  ...props
}: { label: string; hint?: ReactNode; children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.xs })}>
      <label htmlFor={id} css={(theme) => ({ fontWeight: 600, color: theme.colors.text })}>
        {label}
      </label>
      <select
        id={id}
        aria-describedby={hint ? hintId : undefined}
        {...props}
        css={(theme) => ({
          padding: `${theme.space.sm}px ${theme.space.sm + theme.space.xs}px`,
          font: 'inherit',
          color: theme.colors.text,
          background: theme.colors.surface,
          border: `1px solid ${theme.colors.border}`,
          borderRadius: theme.radii.md,
          '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 1 },
        })}
      >
        {children}
      </select>
      {hint && (
        <span id={hintId} css={(theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
          {hint}
        </span>
      )}
    </div>
  );
}
