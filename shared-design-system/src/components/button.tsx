import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { buttonStyles, type ButtonSize, type ButtonVariant } from './button-styles';
import { Spinner } from './spinner';

export type { ButtonVariant } from './button-styles';

interface ButtonOwnProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** shows a spinner, sets aria-busy and blocks clicks until done */
  loading?: boolean;
  fullWidth?: boolean;
  /** icon before the text (decorative: give it aria-hidden) */
  icon?: ReactNode;
  children: ReactNode;
}

type NativeButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof ButtonOwnProps> & {
  href?: undefined;
  ref?: Ref<HTMLButtonElement>;
};
type NativeLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof ButtonOwnProps> & {
  /** when given, a link (navigation) is rendered instead of a button (action) */
  href: string;
  disabled?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/** Props of `Button`: a <button>, or an <a> when `href` is given. */
export type ButtonProps = ButtonOwnProps & (NativeButtonProps | NativeLinkProps);

function isLinkProps(props: NativeButtonProps | NativeLinkProps): props is NativeLinkProps {
  return typeof props.href === 'string';
}

/** A button for actions, or a link styled as a button when given `href`. */
export function Button(props: ButtonProps) {
  const {
    variant = 'primary',
    size = 'md',
    loading = false,
    fullWidth = false,
    icon,
    children,
    ...rest
  } = props;
  const content = (
    <>
      {loading ? <Spinner decorative /> : icon}
      <span>{children}</span>
    </>
  );

  if (isLinkProps(rest)) {
    const { disabled, onClick, ...anchorProps } = rest;
    const inert = disabled || loading;
    return (
      <a
        {...anchorProps}
        aria-busy={loading || undefined}
        aria-disabled={inert || undefined}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          // A disabled link must not navigate; <a> has no disabled attribute, so stop it here.
          if (inert) {
            event.preventDefault();
            return;
          }
          onClick?.(event);
        }}
        css={(theme) => buttonStyles(theme, variant, size, fullWidth)}
      >
        {content}
      </a>
    );
  }

  const { type = 'button', disabled, ...buttonProps } = rest;
  return (
    <button
      {...buttonProps}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      css={(theme) => buttonStyles(theme, variant, size, fullWidth)}
    >
      {content}
    </button>
  );
}
