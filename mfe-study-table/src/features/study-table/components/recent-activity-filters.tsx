import type { RecentActivityFilters } from 'shared-contracts';
import { Checkbox } from 'shared-design-system';

/** The filters of GET recent-activities (spec 2 §3), with their labels. */
export const RECENT_ACTIVITY_FILTER_LABELS: Readonly<Record<keyof RecentActivityFilters, string>> = {
  progress: 'Em andamento',
  favorite: 'Favoritas',
  complete: 'Concluídas',
};

/** Checkboxes narrowing the recent activities: in progress, favourites, complete. */
export function RecentActivityFiltersBar({
  value,
  onChange,
}: {
  value: RecentActivityFilters;
  onChange: (next: RecentActivityFilters) => void;
}) {
  return (
    <fieldset
      css={(theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        gap: theme.space.md,
        margin: 0,
        padding: 0,
        border: 0,
      })}
    >
      <legend css={(theme) => ({ padding: 0, marginBottom: theme.space.xs, fontWeight: 600 })}>
        Filtrar atividades
      </legend>
      {(Object.keys(RECENT_ACTIVITY_FILTER_LABELS) as (keyof RecentActivityFilters)[]).map((key) => (
        <Checkbox
          key={key}
          label={RECENT_ACTIVITY_FILTER_LABELS[key]}
          checked={Boolean(value[key])}
          onChange={(event) => onChange({ ...value, [key]: event.target.checked })}
        />
      ))}
    </fieldset>
  );
}
