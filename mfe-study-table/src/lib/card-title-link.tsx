import type { ReactNode } from 'react';
import { safeHref } from 'shared-design-system/area';

/** A card's title as a link to another area or to an address from server data (made safe by `safeHref`). */
export function CardTitleLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={safeHref(href)} css={(theme) => ({ color: theme.colors.primary })}>
      {children}
    </a>
  );
}
