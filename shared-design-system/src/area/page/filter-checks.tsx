import { Checkbox } from 'shared-design-system';

/** Props of `FilterChecks`. */
export interface FilterChecksProps<K extends string> {
  /** what the group filters, said as its legend ('Filtrar atividades') */
  legend: string;
  /** the filters, in the order shown */
  options: readonly { key: K; label: string }[];
  /** which filters are on (a missing key is off) */
  value: Partial<Record<K, boolean>>;
  /** the whole new value, one filter switched */
  onChange: (next: Record<K, boolean>) => void;
  /** a bordered box around the group (default: none) */
  framed?: boolean;
}

/**
 * A group of filters as labelled checkboxes in a fieldset with its legend: the chapter's block types, the
 * recent activities' states... `onChange` gets every filter's value, not only the one switched.
 */
export function FilterChecks<K extends string>({
  legend,
  options,
  value,
  onChange,
  framed = false,
}: FilterChecksProps<K>) {
  const current = Object.fromEntries(options.map(({ key }) => [key, Boolean(value[key])])) as Record<
    K,
    boolean
  >;
  return (
    <fieldset
      css={(theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        gap: theme.space.md,
        margin: 0,
        padding: framed ? theme.space.sm : 0,
        border: framed ? `1px solid ${theme.colors.border}` : 0,
        borderRadius: theme.radii.md,
      })}
    >
      <legend css={(theme) => ({ padding: framed ? `0 ${theme.space.xs}px` : 0, fontWeight: 600 })}>
        {legend}
      </legend>
      {options.map((option) => (
        <Checkbox
          key={option.key}
          label={option.label}
          checked={current[option.key]}
          onChange={(event) => onChange({ ...current, [option.key]: event.target.checked })}
        />
      ))}
    </fieldset>
  );
}
