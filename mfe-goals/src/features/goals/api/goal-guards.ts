import type { Goal, GoalContentItem, GoalsPagination, UserGoal } from 'shared-contracts';
import { isNumber, isRecord, isString } from 'shared-design-system/area';

export function isGoal(value: unknown): value is Goal {
  return (
    isRecord(value) &&
    isNumber(value.id) &&
    isString(value.name) &&
    isRecord(value.classification) &&
    isString(value.classification.name) &&
    typeof value.highlight === 'boolean'
  );
}

export function isUserGoal(value: unknown): value is UserGoal {
  return isRecord(value) && isNumber(value.id) && isNumber(value.goal_id) && isGoal(value.goal);
}

export function isGoalContentItem(value: unknown): value is GoalContentItem {
  return isRecord(value) && isNumber(value.id) && isString(value.title) && isString(value.url);
}

export function isPagination(value: unknown): value is GoalsPagination {
  return isRecord(value) && ['page', 'per_page', 'total', 'last_page'].every((key) => isNumber(value[key]));
}
