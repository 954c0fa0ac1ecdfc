/** Goals (objetivos) entities, pt field names exactly as the API sends them (owned by the mfe-goals team). */

/** The two search types GET /bff/goals accepts in `search_type` (spec 2 §5). */
export type GoalSearchType = 'classification' | 'highlight';

/** Area a goal belongs to (e.g. 'Polícia', 'Tribunais'). */
export interface GoalClassification {
  id: number;
  name: string;
}

/** One goal (an exam the student prepares for). */
export interface Goal {
  id: number;
  name: string;
  description: string;
  /** vertical id the goal belongs to */
  vertical: string;
  classification: GoalClassification;
  /** shown among the highlights of the explorer */
  highlight: boolean;
  /** number of linked contents of every type */
  contents_count: number;
}

export interface GoalsPagination {
  page: number;
  per_page: number;
  total: number;
  last_page: number;
}

/** GET /bff/goals?page&per_page&search_type&name&id&with_details */
export interface GoalsResponse {
  data: Goal[];
  pagination: GoalsPagination;
}

/** One of the student's goals (GET /bff/goals/userGoals). */
export interface UserGoal {
  /** id of the user-goal link (what DELETE takes) */
  id: number;
  goal_id: number;
  goal: Goal;
  /** ISO date-time */
  created_at: string;
}

export interface UserGoalsResponse {
  data: UserGoal[];
}

/** POST /bff/goals/userGoals */
export interface AddUserGoalBody {
  goal_id: number;
}

/** DELETE /bff/goals/userGoals */
export interface RemoveUserGoalBody {
  id: number;
}

export interface UserGoalResponse {
  data: UserGoal;
}

/**
 * Content types linked to a goal, as the path segment of GET /bff/goals/{id}/contents/{type}
 * (courses, ldi, discursives, vip room, trails, tutorings, cast).
 */
export type GoalContentType =
  'cursos' | 'ldi' | 'discursivas' | 'salavip' | 'trails' | 'monitorings' | 'cast';

/** One linked content of a goal. */
export interface GoalContentItem {
  id: number;
  title: string;
  description: string;
  type: GoalContentType;
  /** in-site path that opens it */
  url: string;
}

/** GET /bff/goals/{id}/contents: how many contents of each type the goal has. */
export interface GoalContentsSummary {
  goal_id: number;
  counts: Record<GoalContentType, number>;
}

export interface GoalContentsSummaryResponse {
  data: GoalContentsSummary;
}

/** GET /bff/goals/{id}/contents/{type}?page&perPage */
export interface GoalContentsResponse {
  data: GoalContentItem[];
  pagination: GoalsPagination;
}
