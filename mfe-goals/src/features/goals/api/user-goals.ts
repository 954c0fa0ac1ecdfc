import type { AddUserGoalBody, PlatformApi, RemoveUserGoalBody, UserGoal } from 'shared-contracts';
import { queryOptions } from '@tanstack/react-query';
import { expectData, isArrayOf, STALE_TIME, logServiceFailure } from 'shared-design-system/area';
import { isUserGoal } from './goal-guards';

/** GET /bff/goals/userGoals: the student's goals (of the current vertical). */
export async function getUserGoals(platform: PlatformApi, signal?: AbortSignal): Promise<UserGoal[]> {
  try {
    const body = await platform.http.api.get('bff/goals/userGoals', { signal }).json<unknown>();
    return expectData(body, (value): value is UserGoal[] => isArrayOf(value, isUserGoal), 'meus objetivos');
  } catch (error) {
    logServiceFailure('mfe-goals', 'getUserGoals', error);
    throw error;
  }
}

/** POST /bff/goals/userGoals {goal_id} */
export async function addUserGoal(platform: PlatformApi, goalId: number): Promise<UserGoal> {
  try {
    const json: AddUserGoalBody = { goal_id: goalId };
    const body = await platform.http.api.post('bff/goals/userGoals', { json }).json<unknown>();
    return expectData(body, isUserGoal, 'objetivo adicionado');
  } catch (error) {
    logServiceFailure('mfe-goals', 'addUserGoal', error);
    throw error;
  }
}

/** DELETE /bff/goals/userGoals {id} (the user-goal link's id, not the goal's). */
export async function removeUserGoal(platform: PlatformApi, userGoalId: number): Promise<void> {
  try {
    const json: RemoveUserGoalBody = { id: userGoalId };
    await platform.http.api.delete('bff/goals/userGoals', { json });
  } catch (error) {
    logServiceFailure('mfe-goals', 'removeUserGoal', error);
    throw error;
  }
}

/** The student's goals: changed from several pages (add, remove), so revalidated on every return. */
export function userGoalsQuery(platform: PlatformApi) {
  return queryOptions({
    queryKey: USER_GOALS_KEY,
    queryFn: ({ signal }) => getUserGoals(platform, signal),
    staleTime: STALE_TIME.live,
  });
}

export const USER_GOALS_KEY = ['goals', 'user-goals'] as const;
