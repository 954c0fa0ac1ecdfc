import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { GOALS_PAGE_SIZE, type Goal, type GoalShelfSearchBody, type PlatformApi } from 'shared-contracts';
import {
  isArrayOf,
  isRecord,
  serviceCall,
  shapeGuard,
  UnexpectedResponseError,
} from 'shared-design-system/area';
import { AREA_NAME, GOALS_ENTITY_TYPE } from '../../../constants';
import { isGoal, isPagination } from '../../goals/api/goal-guards';
import type { GoalsPagination } from 'shared-contracts';

export interface GoalShelfFilter {
  classificationIds: number[];
  highlight: boolean;
  page: number;
}

export interface GoalShelfResults {
  shelf: { id: number; title: string };
  goals: Goal[];
  pagination: GoalsPagination;
}

/** A shelf as it opens: no area chosen, every goal, first page. */
export const FIRST_SHELF_FILTER: GoalShelfFilter = { classificationIds: [], highlight: false, page: 1 };

const isData = shapeGuard<{ shelf: { id: number; title: string }; goals: Goal[] }>({
  shelf: shapeGuard({ id: 'number', title: 'string' }),
  goals: (value) => isArrayOf(value, isGoal),
});

/**
 * The search body of spec 2 §3 for one shelf; the shelf's own filters (areas, highlights) go in `filters`,
 * where spec 2 §5 forces onlyHasAccess true, whatever the caller asks.
 */
export function shelfSearchBody(shelfId: string, filter: GoalShelfFilter): GoalShelfSearchBody {
  return {
    q: '',
    entity_types: [GOALS_ENTITY_TYPE],
    shelves: [shelfId],
    page: filter.page,
    per_page: GOALS_PAGE_SIZE,
    filters: {
      classification_ids: [...filter.classificationIds],
      highlight: filter.highlight,
      onlyHasAccess: true,
    },
  };
}

/** POST /bff/search/v2/goals/shelves/{id}: the goals of one shelf, 15 a page, narrowed by the filters. */
export function searchGoalShelf(
  platform: PlatformApi,
  shelfId: string,
  filter: GoalShelfFilter,
  signal?: AbortSignal,
): Promise<GoalShelfResults> {
  return serviceCall(AREA_NAME, 'searchGoalShelf', async () => {
    const body = await platform.http.api
      .post(`bff/search/v2/goals/shelves/${encodeURIComponent(shelfId)}`, {
        json: shelfSearchBody(shelfId, filter),
        signal,
      })
      .json<unknown>();
    const data = isRecord(body) ? body.data : undefined;
    const pagination = isRecord(body) ? body.pagination : undefined;
    if (!isData(data) || !isPagination(pagination)) throw new UnexpectedResponseError('estante de objetivos');
    return { ...data, pagination };
  });
}

export function goalShelfSearchQuery(platform: PlatformApi, shelfId: string, filter: GoalShelfFilter) {
  return queryOptions({
    queryKey: [
      'goals',
      'shelf',
      shelfId,
      [...filter.classificationIds].sort(),
      filter.highlight,
      filter.page,
    ],
    queryFn: ({ signal }) => searchGoalShelf(platform, shelfId, filter, signal),
    placeholderData: keepPreviousData,
  });
}
