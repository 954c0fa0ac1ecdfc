import type { RecentActivityFilters } from 'shared-contracts';
import { FilterChecks } from 'shared-design-system/area';

/** The filters of GET recent-activities (spec 2 §3), with their labels. */
export const RECENT_ACTIVITY_FILTER_LABELS: Readonly<Record<keyof RecentActivityFilters, string>> = {
  progress: 'Em andamento',
  favorite: 'Favoritas',
  complete: 'Concluídas',
};

const OPTIONS = (Object.keys(RECENT_ACTIVITY_FILTER_LABELS) as (keyof RecentActivityFilters)[]).map(
  (key) => ({
    key,
    label: RECENT_ACTIVITY_FILTER_LABELS[key],
  }),
);

/** Checkboxes narrowing the recent activities: in progress, favourites, complete. */
export function RecentActivityFiltersBar({
  value,
  onChange,
}: {
  value: RecentActivityFilters;
  onChange: (next: RecentActivityFilters) => void;
}) {
  return <FilterChecks legend="Filtrar atividades" options={OPTIONS} value={value} onChange={onChange} />;
}
