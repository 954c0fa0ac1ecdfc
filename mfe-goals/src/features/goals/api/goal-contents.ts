import type { GoalContentItem, GoalContentType, GoalsPagination, PlatformApi } from 'shared-contracts';
import { AREA_NAME, GOAL_CONTENT_TYPES, GOAL_CONTENTS_PER_PAGE } from '../../../constants';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  expectData,
  isArrayOf,
  isNumber,
  isRecord,
  UnexpectedResponseError,
  logServiceFailure,
  serviceCall,
} from 'shared-design-system/area';
import { isGoalContentItem, isPagination } from './goal-guards';

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

/** What narrows a tab's contents: a discipline of contents/filters, the review flag of discursives, a page. */
export interface GoalContentsFilter {
  classificationId: number | null;
  /** only for discursivas: true lists the review exams only */
  isReview: boolean;
  page: number;
}

export interface GoalContentsPage {
  items: GoalContentItem[];
  pagination: GoalsPagination;
}

/** GET /bff/goals/{id}/contents/{type}?page&perPage=1[&classification_id][&is_review] (spec 2 §9: perPage 1) */
export async function getGoalContents(
  platform: PlatformApi,
  goalId: number,
  type: GoalContentType,
  filter: GoalContentsFilter,
  signal?: AbortSignal,
): Promise<GoalContentsPage> {
  return serviceCall(AREA_NAME, 'getGoalContents', async () => {
    const searchParams = new URLSearchParams({
      page: String(filter.page),
      perPage: String(GOAL_CONTENTS_PER_PAGE),
    });
    if (filter.classificationId !== null)
      searchParams.set('classification_id', String(filter.classificationId));
    if (type === 'discursivas' && filter.isReview) searchParams.set('is_review', 'true');
    const body = await platform.http.api
      .get(`bff/goals/${goalId}/contents/${type}`, { searchParams, signal })
      .json<unknown>();
    const items = expectData(
      body,
      (value): value is GoalContentItem[] => isArrayOf(value, isGoalContentItem),
      'conteúdos do objetivo',
    );
    const pagination = isRecord(body) ? body.pagination : undefined;
    if (!isPagination(pagination)) throw new UnexpectedResponseError('paginação de conteúdos');
    return { items, pagination };
  });
}

/** How many contents of each type a goal has; null when the call fails (the tabs then show no counts). */
export function goalContentCountsQuery(platform: PlatformApi, goalId: number) {
  return queryOptions({
    queryKey: ['goals', 'content-counts', goalId],
    queryFn: ({ signal }) => getGoalContentCounts(platform, goalId, signal).catch(() => null),
  });
}

/** One page of a goal's contents of one type, narrowed by the tab's filter. */
export function goalContentsQuery(
  platform: PlatformApi,
  goalId: number,
  type: GoalContentType,
  filter: GoalContentsFilter,
) {
  return queryOptions({
    queryKey: ['goals', 'contents', goalId, type, filter.classificationId, filter.isReview, filter.page],
    queryFn: ({ signal }) => getGoalContents(platform, goalId, type, filter, signal),
    placeholderData: keepPreviousData,
  });
}
