import { useCallback, useEffect, useState } from 'react';
import { usePlatform, type Goal, type UserGoal } from 'shared-contracts';
import { readApiErrorMessage } from '../../../lib/read-api-error';
import type { RemoteData } from '../../../lib/use-remote-data';
import { addUserGoal, getUserGoals, removeUserGoal } from '../api/user-goals';

export const GOAL_ADDED_MESSAGE = 'Objetivo adicionado aos seus objetivos.';
export const GOAL_REMOVED_MESSAGE = 'Objetivo removido dos seus objetivos.';
export const GOAL_ADD_FAILED_MESSAGE = 'Não foi possível adicionar o objetivo. Tente novamente.';
export const GOAL_REMOVE_FAILED_MESSAGE = 'Não foi possível remover o objetivo. Tente novamente.';

export interface UserGoalsApi {
  list: RemoteData<UserGoal[]>;
  retry: () => void;
  /** the student's link to a goal, if the goal is among theirs */
  userGoalOf: (goalId: number) => UserGoal | undefined;
  /** goal ids whose add/remove is on its way */
  busyGoalIds: readonly number[];
  add: (goal: Goal) => Promise<void>;
  remove: (userGoal: UserGoal) => Promise<void>;
}

/** The student's goals, with add and remove (a toast tells how it went; the list changes only on success). */
export function useUserGoals(): UserGoalsApi {
  const platform = usePlatform();
  const [list, setList] = useState<RemoteData<UserGoal[]>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [busyGoalIds, setBusyGoalIds] = useState<readonly number[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    setList({ status: 'loading' });
    getUserGoals(platform, controller.signal).then(
      (data) => !controller.signal.aborted && setList({ status: 'success', data }),
      (error: unknown) => !controller.signal.aborted && setList({ status: 'error', error }),
    );
    return () => controller.abort();
  }, [platform, attempt]);

  const withBusy = useCallback(async (goalId: number, work: () => Promise<void>) => {
    setBusyGoalIds((ids) => [...ids, goalId]);
    try {
      await work();
    } finally {
      setBusyGoalIds((ids) => ids.filter((id) => id !== goalId));
    }
  }, []);

  const add = useCallback(
    (goal: Goal) =>
      withBusy(goal.id, async () => {
        try {
          const created = await addUserGoal(platform, goal.id);
          setList((current) =>
            current.status === 'success' ? { status: 'success', data: [...current.data, created] } : current,
          );
          platform.toast({ kind: 'success', message: GOAL_ADDED_MESSAGE });
        } catch (error) {
          platform.toast({
            kind: 'error',
            message: (await readApiErrorMessage(error)) ?? GOAL_ADD_FAILED_MESSAGE,
          });
        }
      }),
    [platform, withBusy],
  );

  const remove = useCallback(
    (userGoal: UserGoal) =>
      withBusy(userGoal.goal_id, async () => {
        try {
          await removeUserGoal(platform, userGoal.id);
          setList((current) =>
            current.status === 'success'
              ? { status: 'success', data: current.data.filter((item) => item.id !== userGoal.id) }
              : current,
          );
          platform.toast({ kind: 'success', message: GOAL_REMOVED_MESSAGE });
        } catch (error) {
          platform.toast({
            kind: 'error',
            message: (await readApiErrorMessage(error)) ?? GOAL_REMOVE_FAILED_MESSAGE,
          });
        }
      }),
    [platform, withBusy],
  );

  const userGoalOf = useCallback(
    (goalId: number) =>
      list.status === 'success' ? list.data.find((item) => item.goal_id === goalId) : undefined,
    [list],
  );

  return { list, retry: () => setAttempt((n) => n + 1), userGoalOf, busyGoalIds, add, remove };
}
