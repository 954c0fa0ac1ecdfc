import type { Goal, GoalContentItem, GoalsPagination, UserGoal } from 'shared-contracts';
import { hasNumber, hasString, isRecord } from '../../../lib/response-guards';

export function isGoal(value: unknown): value is Goal {
  return (
    isRecord(value) &&
    hasNumber(value, 'id') &&
    hasString(value, 'name') &&
    isRecord(value.classification) &&
    hasString(value.classification, 'name') &&
    typeof value.highlight === 'boolean'
  );
}

export function isUserGoal(value: unknown): value is UserGoal {
  return isRecord(value) && hasNumber(value, 'id') && hasNumber(value, 'goal_id') && isGoal(value.goal);
}

export function isGoalContentItem(value: unknown): value is GoalContentItem {
  return isRecord(value) && hasNumber(value, 'id') && hasString(value, 'title') && hasString(value, 'url');
}

export function isPagination(value: unknown): value is GoalsPagination {
  return isRecord(value) && ['page', 'per_page', 'total', 'last_page'].every((key) => hasNumber(value, key));
}
