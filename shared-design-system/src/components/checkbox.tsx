import { css } from '@emotion/react';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

/** Props of `Checkbox`. */
export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  /** visible label, also the accessible name (may hold a link, e.g. to the terms) */
  label: ReactNode;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox (Space toggles it) with its label and optional hint. */
export function Checkbox({ label, hint, id: idProp, className, ref, ...inputProps }: CheckboxProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const hintId = `${id}-hint`;
  const describedBy =
    [inputProps['aria-describedby'], hint ? hintId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div
      className={className}
      css={(theme) => css`
        display: grid;
        grid-template-columns: auto 1fr;
        column-gap: ${theme.space.sm}px;
        align-items: start;
      `}
    >
      <input
        {...inputProps}
        ref={ref}
        id={id}
        type="checkbox"
        aria-describedby={describedBy}
        css={(theme) => css`
          width: 20px;
          height: 20px;
          margin: 2px 0 0;
          accent-color: ${theme.colors.primary};
          cursor: pointer;
          &:focus-visible {
            outline: 3px solid ${theme.colors.focus};
            outline-offset: 2px;
          }
          &:disabled {
            cursor: not-allowed;
          }
        `}
      />
      <label
        htmlFor={id}
        css={(theme) => ({ fontSize: theme.fontSizes.md, color: theme.colors.text, cursor: 'pointer' })}
      >
        {label}
      </label>
      {hint && (
        <span
          id={hintId}
          css={(theme) => ({ gridColumn: 2, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}
        >
          {hint}
        </span>
      )}
    </div>
  );
}
