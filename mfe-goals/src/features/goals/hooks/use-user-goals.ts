import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { usePlatform, type Goal, type UserGoal } from 'shared-contracts';
import { readApiErrorMessage } from 'shared-design-system/area';
import { goalWords, type GoalWords } from '../../../lib/goal-words';
import { addUserGoal, removeUserGoal, USER_GOALS_KEY, userGoalsQuery } from '../api/user-goals';

/** The toasts of adding and removing a goal ('Objetivo adicionado aos seus objetivos.', ...). */
export function goalToasts(w: GoalWords) {
  return {
    added: `${w.One} adicionado aos seus ${w.many}.`,
    removed: `${w.One} removido dos seus ${w.many}.`,
    addFailed: `Não foi possível adicionar o ${w.one}. Tente novamente.`,
    removeFailed: `Não foi possível remover o ${w.one}. Tente novamente.`,
  };
}

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
  const toasts = goalToasts(goalWords(platform.vertical.wording));
  const setList = (change: (list: UserGoal[]) => UserGoal[]) =>
    queryClient.setQueryData<UserGoal[]>(USER_GOALS_KEY, (current) => (current ? change(current) : current));
  const failed = async (error: unknown, fallback: string) =>
    platform.toast({ kind: 'error', message: (await readApiErrorMessage(error)) ?? fallback });

  const adding = useMutation({
    mutationFn: (goal: Goal) => addUserGoal(platform, goal.id),
    onSuccess: (created) => {
      setList((list) => [...list, created]);
      platform.toast({ kind: 'success', message: toasts.added });
    },
    onError: (error) => failed(error, toasts.addFailed),
  });
  const removing = useMutation({
    mutationFn: (userGoal: UserGoal) => removeUserGoal(platform, userGoal.id),
    onSuccess: (_answer, userGoal) => {
      setList((list) => list.filter((item) => item.id !== userGoal.id));
      platform.toast({ kind: 'success', message: toasts.removed });
    },
    onError: (error) => failed(error, toasts.removeFailed),
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
