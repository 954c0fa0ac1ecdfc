import { useId, useRef, type ChangeEvent } from 'react';
import { ALLOWED_FILE_ACCEPT } from '../constants';

export interface FileFieldProps {
  label: string;
  hint?: string;
  error?: string | null;
  multiple?: boolean;
  disabled?: boolean;
  /** the chosen files (the input is cleared after each choice so the same file can be chosen again) */
  onFiles: (files: File[]) => void;
}

/** A labelled file input for the allowed types (pdf, png, jpg, jpeg, webp) with hint and error text. */
export function FileField({ label, hint, error, multiple, disabled, onFiles }: FileFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const describedBy =
    [hint ? `${id}-dica` : null, error ? `${id}-erro` : null].filter(Boolean).join(' ') || undefined;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    if (input.current) input.current.value = '';
    if (files.length > 0) onFiles(files);
  };
  return (
    <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.xs })}>
      <label htmlFor={id} css={(theme) => ({ fontWeight: 600, color: theme.colors.text })}>
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={ALLOWED_FILE_ACCEPT}
        multiple={multiple}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={onChange}
        css={(theme) => ({
          color: theme.colors.text,
          '&:focus-visible': { outline: `3px solid ${theme.colors.focus}` },
        })}
      />
      {hint && (
        <span
          id={`${id}-dica`}
          css={(theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}
        >
          {hint}
        </span>
      )}
      {error && (
        <span
          id={`${id}-erro`}
          css={(theme) => ({ color: theme.colors.error, fontSize: theme.fontSizes.sm, fontWeight: 600 })}
        >
          {error}
        </span>
      )}
    </div>
  );
}
