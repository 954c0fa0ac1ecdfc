import {
  GOALS_PAGE_SIZE,
  type Goal,
  type GoalSearchType,
  type GoalsPagination,
  type PlatformApi,
} from 'shared-contracts';
import { GOAL_SEARCH_TYPES, INVALID_SEARCH_TYPE_MESSAGE } from '../../../constants';
import { logFailure } from '../../../lib/log-failure';
import { isRecord, readList, UnexpectedResponseError } from '../../../lib/response-guards';
import { isGoal, isPagination } from './goal-guards';

export interface GoalsQuery {
  page?: number;
  /** classification or highlight (spec 2 §5) */
  searchType: string;
  /** part of the goal's name */
  name?: string;
}

export interface GoalsPage {
  goals: Goal[];
  pagination: GoalsPagination;
}

/** Spec 2 §5: the search type must be classification or highlight; anything else is refused before any call. */
export function assertSearchType(searchType: string): asserts searchType is GoalSearchType {
  if (!(GOAL_SEARCH_TYPES as readonly string[]).includes(searchType))
    throw new Error(INVALID_SEARCH_TYPE_MESSAGE);
}

/** GET /bff/goals?page&per_page=15&search_type[&name] */
export async function getGoals(
  platform: PlatformApi,
  query: GoalsQuery,
  signal?: AbortSignal,
): Promise<GoalsPage> {
  assertSearchType(query.searchType);
  try {
    const searchParams = new URLSearchParams({
      page: String(query.page ?? 1),
      per_page: String(GOALS_PAGE_SIZE),
      search_type: query.searchType,
    });
    if (query.name?.trim()) searchParams.set('name', query.name.trim());
    const body = await platform.http.api.get('bff/goals', { searchParams, signal }).json<unknown>();
    const goals = readList(body, isGoal, 'objetivos');
    const pagination = isRecord(body) ? body.pagination : undefined;
    if (!isPagination(pagination)) throw new UnexpectedResponseError('paginação de objetivos');
    return { goals, pagination };
  } catch (error) {
    logFailure('mfe-goals', 'getGoals', error);
    throw error;
  }
}

/** GET /bff/goals?id={id}&with_details=true → the goal, or null when there is none with that id. */
export async function getGoal(platform: PlatformApi, id: number, signal?: AbortSignal): Promise<Goal | null> {
  try {
    const body = await platform.http.api
      .get('bff/goals', { searchParams: { id: String(id), with_details: 'true' }, signal })
      .json<unknown>();
    return readList(body, isGoal, 'objetivo')[0] ?? null;
  } catch (error) {
    logFailure('mfe-goals', 'getGoal', error);
    throw error;
  }
}
