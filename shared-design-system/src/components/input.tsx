import { css } from '@emotion/react';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

/** Visual and announced state of an Input; 'error' is implied when `error` is given. */
export type InputState = 'default' | 'success' | 'error';

/** Props of `Input`. */
export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  /** visible label, also the accessible name */
  label: ReactNode;
  /** help text under the field (e.g. 'Máximo de 100 caracteres') */
  hint?: ReactNode;
  /** error message; marks the field invalid and is announced */
  error?: ReactNode;
  /** message shown in the success state */
  success?: ReactNode;
  state?: InputState;
  /** hide the label visually (it still names the field) */
  hideLabel?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text field whose hint and error are tied to it with aria-describedby. */
export function Input({
  label,
  hint,
  error,
  success,
  state,
  hideLabel = false,
  id: idProp,
  className,
  ref,
  ...inputProps
}: InputProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  const effectiveState: InputState = error ? 'error' : (state ?? 'default');
  const message = effectiveState === 'error' ? error : effectiveState === 'success' ? success : undefined;
  const describedBy =
    [inputProps['aria-describedby'], hint ? hintId : undefined, message ? messageId : undefined]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <div
      className={className}
      css={(theme) => css`
        display: flex;
        flex-direction: column;
        gap: ${theme.space.xs}px;
        margin-bottom: ${theme.space.md}px;
      `}
    >
      <label
        htmlFor={id}
        css={(theme) =>
          hideLabel
            ? css`
                position: absolute;
                width: 1px;
                height: 1px;
                overflow: hidden;
                clip: rect(0, 0, 0, 0);
                white-space: nowrap;
              `
            : css`
                font-size: ${theme.fontSizes.sm}px;
                font-weight: 600;
                color: ${theme.colors.text};
              `
        }
      >
        {label}
      </label>
      <input
        {...inputProps}
        ref={ref}
        id={id}
        aria-invalid={effectiveState === 'error' || undefined}
        aria-describedby={describedBy}
        data-state={effectiveState}
        css={(theme) => {
          const border =
            effectiveState === 'error'
              ? theme.colors.error
              : effectiveState === 'success'
                ? theme.colors.success
                : theme.colors.border;
          return css`
            min-height: 44px;
            padding: ${theme.space.sm}px ${theme.space.sm + theme.space.xs}px;
            font: inherit;
            font-size: ${theme.fontSizes.md}px;
            line-height: ${theme.lineHeights.body};
            color: ${theme.colors.text};
            background: ${theme.colors.surface};
            border: ${effectiveState === 'default' ? 1 : 2}px solid ${border};
            border-radius: ${theme.radii.md}px;
            &:focus-visible {
              outline: 3px solid ${theme.colors.focus};
              outline-offset: 1px;
            }
            &:disabled {
              opacity: 0.6;
              cursor: not-allowed;
            }
            &::placeholder {
              color: ${theme.colors.textMuted};
            }
          `;
        }}
      />
      {hint && (
        <span id={hintId} css={(theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
          {hint}
        </span>
      )}
      {/* role=alert so the error is spoken as soon as it appears, not only when the field is focused again */}
      {message && (
        <span
          id={messageId}
          role={effectiveState === 'error' ? 'alert' : undefined}
          css={(theme) => ({
            fontSize: theme.fontSizes.sm,
            fontWeight: 600,
            color: effectiveState === 'error' ? theme.colors.error : theme.colors.success,
          })}
        >
          {message}
        </span>
      )}
    </div>
  );
}
