import type { ReactNode } from 'react';
import { Checkbox } from 'shared-design-system';
import { pluralize } from 'shared-design-system/area';

export interface CheckboxListItem {
  id: number | string;
  name: string;
  questions_count?: number;
}

/** A labelled list of filter checkboxes (teachers, classifications). */
export function CheckboxList({
  label,
  items,
  isChecked,
  onToggle,
}: {
  label: string;
  items: CheckboxListItem[];
  isChecked: (id: number | string) => boolean;
  onToggle: (item: CheckboxListItem) => void;
}) {
  return (
    <ul
      aria-label={label}
      css={(theme) => ({
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: theme.space.xs,
      })}
    >
      {items.map((item) => (
        <li key={item.id}>
          <Checkbox
            label={item.name}
            hint={
              item.questions_count === undefined
                ? undefined
                : pluralize(item.questions_count, 'questão', 'questões')
            }
            checked={isChecked(item.id)}
            onChange={() => onToggle(item)}
          />
        </li>
      ))}
    </ul>
  );
}

/** Height of the teachers' and classifications' lists: about six checkboxes are seen, more scroll. */
export const FILTER_LIST_HEIGHT = 240;

/**
 * The box a filter's list loads into (issue 12): a fixed height that scrolls inside, so that its skeleton, a
 * short answer and a long one take the same room, and the sections below never move when the answer arrives.
 */
export function FilterListBox({
  height = FILTER_LIST_HEIGHT,
  children,
}: {
  height?: number;
  children: ReactNode;
}) {
  return <div css={{ height, overflowY: 'auto' }}>{children}</div>;
}
