import { css } from '@emotion/react';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { buttonStyles, type ButtonSize, type ButtonVariant } from './button-styles';

/** Props of `IconButton`: the aria-label is required, it is the button's only name. */
export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-label' | 'children'
> {
  'aria-label': string;
  /** the icon (an SVG or a glyph); hidden from screen readers */
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

/** A square button showing only an icon, named by its aria-label. */
export function IconButton({
  children,
  variant = 'ghost',
  size = 'md',
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      css={(theme) => [
        buttonStyles(theme, variant, size, false),
        css`
          padding: 0;
          min-width: ${size === 'sm' ? 32 : 44}px;
          border-radius: ${theme.radii.pill}px;
        `,
      ]}
    >
      <span aria-hidden="true" css={{ display: 'inline-flex' }}>
        {children}
      </span>
    </button>
  );
}
