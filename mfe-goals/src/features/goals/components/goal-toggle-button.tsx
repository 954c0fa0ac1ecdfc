import type { Goal } from 'shared-contracts';
import { Button } from 'shared-design-system';
import { useGoalWords } from '../../../lib/goal-words';
import type { UserGoalsApi } from '../hooks/use-user-goals';

/** Adds a goal to the student's goals, or removes it when it is already there. */
export function GoalToggleButton({ goal, userGoals }: { goal: Goal; userGoals: UserGoalsApi }) {
  const w = useGoalWords();
  const userGoal = userGoals.userGoalOf(goal.id);
  const busy = userGoals.busyGoalIds.includes(goal.id);
  if (userGoal) {
    return (
      <Button
        variant="secondary"
        size="sm"
        loading={busy}
        aria-label={`Remover ${goal.name} dos meus ${w.many}`}
        onClick={() => userGoals.remove(userGoal)}
      >
        Remover
      </Button>
    );
  }
  return (
    <Button
      size="sm"
      loading={busy}
      // which goals are the student's is not known yet (or failed): adding now could duplicate one
      disabled={userGoals.query.data === undefined}
      aria-label={`Adicionar ${goal.name} aos meus ${w.many}`}
      onClick={() => userGoals.add(goal)}
    >
      Adicionar
    </Button>
  );
}
