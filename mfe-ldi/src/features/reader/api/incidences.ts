import type { PlatformApi } from 'shared-contracts';
import { queryOptions } from '@tanstack/react-query';
import { expectList, hasNumber, hasString, isRecord, serviceCall } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

/** An incidence item as the reader shows it (spec 2 §3). */
export interface Incidence {
  course_id: number;
  /** the first topic's percentage; 0 when there are no topics */
  percentage: number;
  classification_name: string;
  tiers: string[];
}

interface RawIncidence {
  id: number;
  topics: { name: string; percentage: number }[];
  tiers: string[];
}

const isRawIncidence = (value: unknown): value is RawIncidence =>
  isRecord(value) && hasNumber(value, 'id') && Array.isArray(value.topics) && Array.isArray(value.tiers);

/** Spec 2 §3: course id, topics and tiers mapped to course_id, percentage (0 without topics), name, tiers. */
export function toIncidence(raw: RawIncidence): Incidence {
  const topic = raw.topics.find((entry) => isRecord(entry) && hasString(entry, 'name'));
  return {
    course_id: raw.id,
    percentage: topic && typeof topic.percentage === 'number' ? topic.percentage : 0,
    classification_name: topic?.name ?? '',
    tiers: raw.tiers.filter((tier): tier is string => typeof tier === 'string'),
  };
}

export interface UserGoalOption {
  id: number;
  name: string;
}

const isUserGoal = (value: unknown): value is { goal_id: number; goal: { name: string } } =>
  isRecord(value) && hasNumber(value, 'goal_id') && isRecord(value.goal) && hasString(value.goal, 'name');

/** GET /bff/goals/userGoals: the goals the incidence is measured against. */
export function userGoalsQuery(platform: PlatformApi) {
  return queryOptions({
    queryKey: [AREA_NAME, 'ldi', 'user-goals'],
    queryFn: ({ signal }) =>
      serviceCall(AREA_NAME, 'getUserGoals', async () => {
        const body = await platform.http.api.get('bff/goals/userGoals', { signal }).json<unknown>();
        return expectList(body, isUserGoal, 'objetivos').map((entry): UserGoalOption => ({
          id: entry.goal_id,
          name: entry.goal.name,
        }));
      }),
  });
}

const hasAccess = (body: unknown): boolean =>
  isRecord(body) && isRecord(body.data) && body.data.has_access === true;

/**
 * The per-user (GET /v3/mci/has-incidences-access) and per-goal (GET /objetivos/goals/{id}/has-incidence-access)
 * checks: both must allow.
 */
export function incidenceAccessQuery(platform: PlatformApi, goalId: number) {
  return queryOptions({
    queryKey: [AREA_NAME, 'ldi', 'incidence-access', goalId],
    queryFn: ({ signal }) =>
      serviceCall(AREA_NAME, 'getIncidenceAccess', async () => {
        const [user, goal] = await Promise.all([
          platform.http.api.get('v3/mci/has-incidences-access', { signal }).json<unknown>(),
          platform.http.api.get(`objetivos/goals/${goalId}/has-incidence-access`, { signal }).json<unknown>(),
        ]);
        return hasAccess(user) && hasAccess(goal);
      }),
  });
}

/** GET /v3/mci/my-courses/{course}/goals/{goal}/incidences, mapped. */
export function incidencesQuery(platform: PlatformApi, courseId: number, goalId: number) {
  return queryOptions({
    queryKey: [AREA_NAME, 'ldi', 'incidences', courseId, goalId],
    queryFn: ({ signal }) =>
      serviceCall(AREA_NAME, 'getIncidences', async () => {
        const body = await platform.http.api
          .get(`v3/mci/my-courses/${courseId}/goals/${goalId}/incidences`, { signal })
          .json<unknown>();
        return expectList(body, isRawIncidence, 'incidências').map(toIncidence);
      }),
  });
}
