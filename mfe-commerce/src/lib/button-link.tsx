import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, type ButtonVariant } from 'shared-design-system';

/** A link inside this area styled as a button: a real <a href> (new tab works), routed without a reload. */
export function ButtonLink({
  to,
  variant,
  children,
}: {
  to: string;
  variant?: ButtonVariant;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <Button href={to} variant={variant} onClick={onClick}>
      {children}
    </Button>
  );
}
