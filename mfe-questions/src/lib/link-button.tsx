import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, type ButtonProps, type ButtonVariant } from 'shared-design-system';

export interface LinkButtonProps {
  /** an absolute path of this area */
  to: string;
  variant?: ButtonVariant;
  size?: ButtonProps['size'];
  /** when the visible text alone does not name the target (e.g. 'Ranking' in a list of items) */
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * A link styled as a button that navigates inside the area with the router (no page load); a modified
 * click (new tab, new window) keeps the browser's behaviour.
 */
export function LinkButton({ to, variant, size, 'aria-label': ariaLabel, children }: LinkButtonProps) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <Button href={to} variant={variant} size={size} aria-label={ariaLabel} onClick={onClick}>
      {children}
    </Button>
  );
}
