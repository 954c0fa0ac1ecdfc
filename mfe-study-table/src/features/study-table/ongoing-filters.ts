import type { RecentActivityFilters } from 'shared-contracts';

/** 'Estudos em andamento' lists the recent activities started and not finished. */
export const ONGOING_FILTERS: RecentActivityFilters = { progress: true };
