import type { AddUserGoalBody, PlatformApi, RemoveUserGoalBody, UserGoal } from 'shared-contracts';
import { logFailure } from '../../../lib/log-failure';
import { readData, readList } from '../../../lib/response-guards';
import { isUserGoal } from './goal-guards';

/** GET /bff/goals/userGoals: the student's goals (of the current vertical). */
export async function getUserGoals(platform: PlatformApi, signal?: AbortSignal): Promise<UserGoal[]> {
  try {
    const body = await platform.http.api.get('bff/goals/userGoals', { signal }).json<unknown>();
    return readList(body, isUserGoal, 'meus objetivos');
  } catch (error) {
    logFailure('mfe-goals', 'getUserGoals', error);
    throw error;
  }
}

/** POST /bff/goals/userGoals {goal_id} */
export async function addUserGoal(platform: PlatformApi, goalId: number): Promise<UserGoal> {
  try {
    const json: AddUserGoalBody = { goal_id: goalId };
    const body = await platform.http.api.post('bff/goals/userGoals', { json }).json<unknown>();
    return readData(body, isUserGoal, 'objetivo adicionado');
  } catch (error) {
    logFailure('mfe-goals', 'addUserGoal', error);
    throw error;
  }
}

/** DELETE /bff/goals/userGoals {id} (the user-goal link's id, not the goal's). */
export async function removeUserGoal(platform: PlatformApi, userGoalId: number): Promise<void> {
  try {
    const json: RemoveUserGoalBody = { id: userGoalId };
    await platform.http.api.delete('bff/goals/userGoals', { json });
  } catch (error) {
    logFailure('mfe-goals', 'removeUserGoal', error);
    throw error;
  }
}
