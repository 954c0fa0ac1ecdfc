import type { GoalContentItem, GoalContentType, PlatformApi } from 'shared-contracts';
import { GOAL_CONTENT_TYPES, GOAL_CONTENTS_PER_PAGE } from '../../../constants';
import { queryOptions } from '@tanstack/react-query';
import {
  expectData,
  isArrayOf,
  isNumber,
  isRecord,
  UnexpectedResponseError,
  logServiceFailure,
} from 'shared-design-system/area';
import { isGoalContentItem } from './goal-guards';

/** GET /bff/goals/{id}/contents → how many contents of each type the goal has. */
export async function getGoalContentCounts(
  platform: PlatformApi,
  goalId: number,
  signal?: AbortSignal,
): Promise<Record<GoalContentType, number>> {
  try {
    const body = await platform.http.api.get(`bff/goals/${goalId}/contents`, { signal }).json<unknown>();
    const data = isRecord(body) ? body.data : undefined;
    const counts = isRecord(data) ? data.counts : undefined;
    if (!isRecord(counts) || !GOAL_CONTENT_TYPES.every((type) => isNumber(counts[type]))) {
      throw new UnexpectedResponseError('conteúdos do objetivo');
    }
    return counts as Record<GoalContentType, number>;
  } catch (error) {
    logServiceFailure('mfe-goals', 'getGoalContentCounts', error);
    throw error;
  }
}

/** GET /bff/goals/{id}/contents/{type}?page=1&per_page=20 */
export async function getGoalContents(
  platform: PlatformApi,
  goalId: number,
  type: GoalContentType,
  signal?: AbortSignal,
): Promise<GoalContentItem[]> {
  try {
    const body = await platform.http.api
      .get(`bff/goals/${goalId}/contents/${type}`, {
        searchParams: { page: '1', per_page: String(GOAL_CONTENTS_PER_PAGE) },
        signal,
      })
      .json<unknown>();
    return expectData(
      body,
      (value): value is GoalContentItem[] => isArrayOf(value, isGoalContentItem),
      'conteúdos do objetivo',
    );
  } catch (error) {
    logServiceFailure('mfe-goals', 'getGoalContents', error);
    throw error;
  }
}

/** How many contents of each type a goal has; null when the call fails (the tabs then show no counts). */
export function goalContentCountsQuery(platform: PlatformApi, goalId: number) {
  return queryOptions({
    queryKey: ['goals', 'content-counts', goalId],
    queryFn: ({ signal }) => getGoalContentCounts(platform, goalId, signal).catch(() => null),
  });
}

/** The first page of a goal's contents of one type. */
export function goalContentsQuery(platform: PlatformApi, goalId: number, type: GoalContentType) {
  return queryOptions({
    queryKey: ['goals', 'contents', goalId, type],
    queryFn: ({ signal }) => getGoalContents(platform, goalId, type, signal),
  });
}
