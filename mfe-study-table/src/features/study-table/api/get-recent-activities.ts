import type { PlatformApi, RecentActivity, RecentActivityFilters } from 'shared-contracts';
import { logFailure } from '../../../lib/log-failure';
import { expectList, hasNumber, hasString, isRecord } from 'shared-design-system/area';

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

/** GET /v3/study-table/recent-activities (filters sent as =1, spec 2 §7). */
export async function getRecentActivities(
  platform: PlatformApi,
  filters: RecentActivityFilters = {},
  signal?: AbortSignal,
): Promise<RecentActivity[]> {
  const searchParams = new URLSearchParams();
  for (const key of ['progress', 'favorite', 'complete'] as const)
    if (filters[key]) searchParams.set(key, '1');
  try {
    const body = await platform.http.api
      .get('v3/study-table/recent-activities', { searchParams, signal })
      .json<unknown>();
    return expectList(body, isRecentActivity, 'atividades recentes');
  } catch (error) {
    logFailure('mfe-study-table', 'getRecentActivities', error);
    throw error;
  }
}
