import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { usePlatform, type Goal, type UserGoal } from 'shared-contracts';
import { readApiErrorMessage } from 'shared-design-system/area';
import { addUserGoal, removeUserGoal, USER_GOALS_KEY, userGoalsQuery } from '../api/user-goals';

export const GOAL_ADDED_MESSAGE = 'Objetivo adicionado aos seus objetivos.';
export const GOAL_REMOVED_MESSAGE = 'Objetivo removido dos seus objetivos.';
export const GOAL_ADD_FAILED_MESSAGE = 'Não foi possível adicionar o objetivo. Tente novamente.';
export const GOAL_REMOVE_FAILED_MESSAGE = 'Não foi possível remover o objetivo. Tente novamente.';

export interface UserGoalsApi {
  query: UseQueryResult<UserGoal[]>;
  /** the student's link to a goal, if the goal is among theirs */
  userGoalOf: (goalId: number) => UserGoal | undefined;
  /** goal ids whose add/remove is on its way */
  busyGoalIds: readonly number[];
  add: (goal: Goal) => void;
  remove: (userGoal: UserGoal) => void;
}

/**
 * The student's goals (one cached query shared by every page of the area), with add and remove as
 * mutations: a toast tells how it went and the cached list changes only on success.
 */
export function useUserGoals(): UserGoalsApi {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  const query = useQuery(userGoalsQuery(platform));
  const setList = (change: (list: UserGoal[]) => UserGoal[]) =>
    queryClient.setQueryData<UserGoal[]>(USER_GOALS_KEY, (current) => (current ? change(current) : current));
  const failed = async (error: unknown, fallback: string) =>
    platform.toast({ kind: 'error', message: (await readApiErrorMessage(error)) ?? fallback });

  const adding = useMutation({
    mutationFn: (goal: Goal) => addUserGoal(platform, goal.id),
    onSuccess: (created) => {
      setList((list) => [...list, created]);
      platform.toast({ kind: 'success', message: GOAL_ADDED_MESSAGE });
    },
    onError: (error) => failed(error, GOAL_ADD_FAILED_MESSAGE),
  });
  const removing = useMutation({
    mutationFn: (userGoal: UserGoal) => removeUserGoal(platform, userGoal.id),
    onSuccess: (_answer, userGoal) => {
      setList((list) => list.filter((item) => item.id !== userGoal.id));
      platform.toast({ kind: 'success', message: GOAL_REMOVED_MESSAGE });
    },
    onError: (error) => failed(error, GOAL_REMOVE_FAILED_MESSAGE),
  });

  const busyGoalIds = [
    ...(adding.isPending && adding.variables ? [adding.variables.id] : []),
    ...(removing.isPending && removing.variables ? [removing.variables.goal_id] : []),
  ];
  return {
    query,
    userGoalOf: (goalId) => query.data?.find((item) => item.goal_id === goalId),
    busyGoalIds,
    add: (goal) => adding.mutate(goal),
    remove: (userGoal) => removing.mutate(userGoal),
  };
}
