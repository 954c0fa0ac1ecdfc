import type { GoalShelf } from 'shared-contracts';
import { isArrayOf, shapeGuard } from 'shared-design-system/area';
import { isGoal } from '../../goals/api/goal-guards';

/** A goal shelf as GET /bff/goals/shelves and POST /bff/search/v2/goals/shelves send it. */
export const isGoalShelf = shapeGuard<GoalShelf>({
  id: 'number',
  title: 'string',
  description: 'string',
  goals_count: 'number',
  goals: (value) => isArrayOf(value, isGoal),
});
