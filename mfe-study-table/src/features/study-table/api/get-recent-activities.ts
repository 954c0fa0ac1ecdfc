import { queryOptions } from '@tanstack/react-query';
import type { HttpClients, RecentActivity, RecentActivityFilters } from 'shared-contracts';
import {
  expectList,
  hasNumber,
  hasString,
  isRecord,
  STALE_TIME,
  serviceCall,
} from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

export function isRecentActivity(value: unknown): value is RecentActivity {
  if (!isRecord(value)) return false;
  const counters = value.question_counters;
  return (
    hasNumber(value, 'id') &&
    hasString(value, 'title') &&
    (value.type === 'notebook' || value.type === 'exam') &&
    Array.isArray(value.teachers) &&
    isRecord(counters) &&
    hasNumber(counters, 'correct') &&
    hasNumber(counters, 'incorrect') &&
    hasNumber(counters, 'not_answered')
  );
}

const FILTER_KEYS = ['progress', 'favorite', 'complete'] as const;

/** GET /v3/study-table/recent-activities (filters sent as =1, spec 2 §7). */
export function getRecentActivities(
  http: HttpClients,
  filters: RecentActivityFilters = {},
  signal?: AbortSignal,
): Promise<RecentActivity[]> {
  const searchParams = new URLSearchParams();
  for (const key of FILTER_KEYS) if (filters[key]) searchParams.set(key, '1');
  return serviceCall(AREA_NAME, 'getRecentActivities', async () => {
    const body = await http.api
      .get('v3/study-table/recent-activities', { searchParams, signal })
      .json<unknown>();
    return expectList(body, isRecentActivity, 'atividades recentes');
  });
}

/** Every list of recent activities, whatever its filters (what a notebook or exam change makes out of date). */
export const RECENT_ACTIVITIES_KEY = [AREA_NAME, 'recent-activities'] as const;

/** Recent activities with `filters`: live, the student changes them by answering questions. */
export function recentActivitiesQuery(http: HttpClients, filters: RecentActivityFilters = {}) {
  // only the filters that are on: {} and { progress: false } are the same list
  const on = FILTER_KEYS.filter((key) => filters[key]);
  return queryOptions({
    queryKey: [...RECENT_ACTIVITIES_KEY, on],
    queryFn: ({ signal }) => getRecentActivities(http, filters, signal),
    staleTime: STALE_TIME.live,
  });
}
