import type { GoalContentItem, GoalContentType, PlatformApi } from 'shared-contracts';
import { GOAL_CONTENT_TYPES, GOAL_CONTENTS_PER_PAGE } from '../../../constants';
import { logFailure } from '../../../lib/log-failure';
import { hasNumber, isRecord, readList, UnexpectedResponseError } from '../../../lib/response-guards';
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
    if (!isRecord(counts) || !GOAL_CONTENT_TYPES.every((type) => hasNumber(counts, type))) {
      throw new UnexpectedResponseError('conteúdos do objetivo');
    }
    return counts as Record<GoalContentType, number>;
  } catch (error) {
    logFailure('mfe-goals', 'getGoalContentCounts', error);
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
    return readList(body, isGoalContentItem, 'conteúdos do objetivo');
  } catch (error) {
    logFailure('mfe-goals', 'getGoalContents', error);
    throw error;
  }
}
