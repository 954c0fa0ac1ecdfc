import type { TestRoutes } from 'shared-contracts/testing';
import type { CourseIncidence } from '../api/get-courses-incidences';

/** The student's goals: the list measures the incidence in the first one (as the reader's mode opens). */
export const GOAL = { id: 7, name: 'Polícia Federal' } as const;
export const USER_GOALS = [
  { id: 1, goal_id: GOAL.id, goal: { id: GOAL.id, name: GOAL.name } },
  { id: 2, goal_id: 8, goal: { id: 8, name: 'INSS' } },
];
/** The lookup of the list's courses in the goal. */
export const INCIDENCES_PATH = `/v3/mci/my-courses/incidences/goals/${GOAL.id}`;
/** 77 % over two subjects for the fixtures' first course, 12 % over one for the second, and another course. */
export const COURSES_INCIDENCES: CourseIncidence[] = [
  { course_id: 1001, incidence_percentage: 77, subjects_count: 2 },
  { course_id: 1002, incidence_percentage: 12, subjects_count: 1 },
  { course_id: 1003, incidence_percentage: 50, subjects_count: 3 },
];

/** A student with a goal and incidence access (both checks), and the list's incidence lookup. */
export const INCIDENCE_ROUTES: TestRoutes = {
  'GET /bff/goals/userGoals': { data: USER_GOALS },
  'GET /v3/mci/has-incidences-access': { data: { has_access: true } },
  [`GET /objetivos/goals/${GOAL.id}/has-incidence-access`]: { data: { has_access: true } },
  [`POST ${INCIDENCES_PATH}`]: { data: COURSES_INCIDENCES },
};
