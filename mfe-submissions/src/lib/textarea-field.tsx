import { useId, type TextareaHTMLAttributes } from 'react';

/** A labelled textarea styled like the design system's Input (the design system has no textarea). */
export function TextareaField({
  label,
  error,
  ...props
}: { label: string; error?: string | null } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  const errorId = `${id}-erro`;
  return (
    <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.xs })}>
      <label htmlFor={id} css={(theme) => ({ fontWeight: 600, color: theme.colors.text })}>
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...props}
        css={(theme) => ({
          minHeight: 96,
          padding: theme.space.sm,
          font: 'inherit',
          color: theme.colors.text,
          background: theme.colors.surface,
          border: `${error ? 2 : 1}px solid ${error ? theme.colors.error : theme.colors.border}`,
          borderRadius: theme.radii.md,
          resize: 'vertical',
          '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 1 },
        })}
      />
      {error && (
        <span
          id={errorId}
          role="alert"
          css={(theme) => ({ color: theme.colors.error, fontSize: theme.fontSizes.sm, fontWeight: 600 })}
        >
          {error}
        </span>
      )}
    </div>
  );
}
