import type { RecentActivityFilters } from 'shared-contracts';
import { useUrlParams } from 'shared-design-system/area';

/**
 * The dashboard's recent-activity filters in the address, one repeated parameter of their own beside the
 * dashboard's others (/mesa-de-estudo?atividades-filtro=favoritas&atividades-filtro=concluidas).
 */
export const RECENT_ACTIVITY_FILTER_PARAM = 'atividades-filtro';

/** Each filter's value in the address, in the order the filters are shown. */
export const RECENT_ACTIVITY_FILTER_VALUES: Readonly<Record<keyof RecentActivityFilters, string>> = {
  progress: 'em-andamento',
  favorite: 'favoritas',
  complete: 'concluidas',
};

const KEYS = Object.keys(RECENT_ACTIVITY_FILTER_VALUES) as (keyof RecentActivityFilters)[];

/**
 * The recent activities' filters kept in the address, so a reload or a sign-in round trip shows the same list;
 * an unknown value of the parameter is no filter. Changing them replaces the history entry and keeps every
 * other parameter.
 */
export function useRecentActivityFilters(): [RecentActivityFilters, (next: RecentActivityFilters) => void] {
  const [params, updateParams] = useUrlParams();
  const asked = params.getAll(RECENT_ACTIVITY_FILTER_PARAM);
  const filters: RecentActivityFilters = {};
  for (const key of KEYS) if (asked.includes(RECENT_ACTIVITY_FILTER_VALUES[key])) filters[key] = true;
  const setFilters = (next: RecentActivityFilters) =>
    updateParams({
      [RECENT_ACTIVITY_FILTER_PARAM]: KEYS.filter((key) => next[key]).map(
        (key) => RECENT_ACTIVITY_FILTER_VALUES[key],
      ),
    });
  return [filters, setFilters];
}
