import { MenuLink, MenuList } from './menu-list';
import { verticalSwitchUrl } from '../platform/vertical';
import type { VerticalMenuEntry } from './verticals-menu-items';

export interface VerticalsPanelProps {
  id: string;
  entries: VerticalMenuEntry[];
  close: (returnFocus?: boolean) => void;
}

/** The verticals: each a link to the same page on the vertical's host (a full page load: another site). */
export default function VerticalsPanel({ id, entries, close }: VerticalsPanelProps) {
  return (
    <MenuList id={id} label="Verticais">
      {entries.map((entry) => (
        <MenuLink
          key={entry.vertical}
          role="menuitemradio"
          checked={entry.current}
          href={verticalSwitchUrl(window.location.href, entry.vertical)}
          onClick={(event) => {
            if (entry.current) {
              event.preventDefault();
              close(true);
            }
          }}
        >
          {entry.label}
        </MenuLink>
      ))}
    </MenuList>
  );
}
