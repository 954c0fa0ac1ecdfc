import { css } from '@emotion/react';
import type { HTMLAttributes, ReactNode } from 'react';

/** Props of `ScrollRegion`. */
export interface ScrollRegionProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'tabIndex'> {
  /** what the region holds (e.g. the table's caption); names the region for screen readers */
  label: string;
  children: ReactNode;
}

/**
 * A box that scrolls sideways when its content (a wide table) is wider than the screen, reachable from the
 * keyboard: a named region in the tab order, so arrow keys scroll it (WCAG 2.1.1; axe's
 * scrollable-region-focusable). Plain text in an `overflow-x: auto` div cannot be scrolled without a mouse.
 */
export function ScrollRegion({ label, children, ...rest }: ScrollRegionProps) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      {...rest}
      css={(theme) => css`
        overflow-x: auto;
        &:focus-visible {
          outline: 3px solid ${theme.colors.focus};
          outline-offset: 2px;
        }
      `}
    >
      {children}
    </div>
  );
}
