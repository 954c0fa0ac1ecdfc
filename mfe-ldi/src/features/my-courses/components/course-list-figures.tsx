import { useQuery } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts';
import { formatHoursMinutes, formatPercent, pluralize } from 'shared-design-system/area';
import { SECONDS_PER_MINUTE } from '../../../constants';
import { incidenceAccessQuery, userGoalsQuery, type UserGoalOption } from '../../reader/api/incidences';
import { completedDocumentsQuery } from '../api/get-completed-documents';
import { coursesIncidencesQuery } from '../api/get-courses-incidences';
import { coursesEstimatesQuery } from '../api/get-courses-estimates';
import { coursesProgressQuery } from '../api/get-courses-progress';
import { coursesTimeSpentQuery } from '../api/get-courses-time-spent';

/** What the list's own lookups say about one course; a lookup that failed or is on its way leaves its part out. */
export interface CourseFigures {
  percentage?: number;
  completedItems?: number;
  totalItems?: number;
  secondsSpent?: number;
  estimatedSeconds?: number;
  completed?: boolean;
  /** the course's incidence in the student's goal (only when they may see incidences for it) */
  incidence?: { goalName: string; percentage: number; subjectsCount: number };
}

/**
 * The goal the list's incidences are measured against: the first of the student's goals (the one the reader's
 * incidence mode opens with), once both access checks allowed it; null without goals, without access, while
 * either is on its way or when either failed (logged by its service).
 */
function useIncidenceGoal(): UserGoalOption | null {
  const platform = usePlatform();
  const goal = useQuery(userGoalsQuery(platform)).data?.[0];
  const access = useQuery({
    ...incidenceAccessQuery(platform, goal?.id ?? 0),
    enabled: goal !== undefined,
  }).data;
  return goal !== undefined && access === true ? goal : null;
}

/**
 * The figures of the course cards (spec 2 §7): progress (courses-progress), time spent, estimated duration,
 * the completed documents and, for a student with a goal and incidence access, the incidence in that goal:
 * one call each for the whole list. Each failure is logged by its service and only takes its own figure off the
 * cards: the list itself never shows an error for them.
 */
export function useCourseListFigures(courseIds: readonly number[]): (courseId: number) => CourseFigures {
  const platform = usePlatform();
  const progress = useQuery(coursesProgressQuery(platform, courseIds)).data;
  const spent = useQuery(coursesTimeSpentQuery(platform)).data;
  const estimates = useQuery(coursesEstimatesQuery(platform, courseIds)).data;
  const completed = useQuery(completedDocumentsQuery(platform, courseIds)).data;
  const goal = useIncidenceGoal();
  const incidences = useQuery(coursesIncidencesQuery(platform, goal?.id ?? null, courseIds)).data;
  return (courseId) => {
    const courseProgress = progress?.find((entry) => entry.course_id === courseId);
    const incidence = incidences?.find((entry) => entry.course_id === courseId);
    return {
      percentage: courseProgress?.percentage,
      completedItems: courseProgress?.completed_items,
      totalItems: courseProgress?.total_items,
      secondsSpent: spent?.find((entry) => entry.course_id === courseId)?.seconds,
      estimatedSeconds: estimates?.find((entry) => entry.course_id === courseId)?.seconds,
      completed: completed?.find((entry) => entry.document_id === courseId)?.completed,
      incidence:
        goal && incidence
          ? {
              goalName: goal.name,
              percentage: incidence.incidence_percentage,
              subjectsCount: incidence.subjects_count,
            }
          : undefined,
    };
  };
}

/**
 * The card's lines for the figures it has: 'Concluído', items done, time spent, estimated duration, the
 * incidence in the student's goal ('Incidência no objetivo Polícia Federal: 77% · 2 assuntos').
 */
export function CourseFigureLines({ figures }: { figures: CourseFigures }) {
  const { completedItems, totalItems, secondsSpent, estimatedSeconds, completed, incidence } = figures;
  const times = [
    // under a minute it would read '0min' (as in the reader)
    secondsSpent !== undefined && secondsSpent >= SECONDS_PER_MINUTE
      ? `Tempo de estudo: ${formatHoursMinutes(secondsSpent)}`
      : null,
    estimatedSeconds !== undefined && estimatedSeconds > 0
      ? `Duração estimada: ${formatHoursMinutes(estimatedSeconds)}`
      : null,
  ].filter((line): line is string => line !== null);
  return (
    <>
      {completed && (
        <p css={(theme) => ({ margin: 0, fontWeight: 700, color: theme.colors.success })}>Concluído</p>
      )}
      {completedItems !== undefined && totalItems !== undefined && totalItems > 0 && (
        <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm })}>
          {`${completedItems} de ${pluralize(totalItems, 'item concluído', 'itens concluídos')}`}
        </p>
      )}
      {times.length > 0 && (
        <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
          {times.join(' · ')}
        </p>
      )}
      {incidence && (
        <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm })}>
          {`Incidência no objetivo ${incidence.goalName}: ${formatPercent(incidence.percentage)}`}
          {incidence.subjectsCount > 0 && ` · ${pluralize(incidence.subjectsCount, 'assunto', 'assuntos')}`}
        </p>
      )}
    </>
  );
}
