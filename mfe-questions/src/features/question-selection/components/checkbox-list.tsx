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
        maxHeight: 320,
        overflowY: 'auto',
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
