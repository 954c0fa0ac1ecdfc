import { useQuery } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts';
import { formatHoursMinutes, pluralize } from 'shared-design-system/area';
import { SECONDS_PER_MINUTE } from '../../../constants';
import { completedDocumentsQuery } from '../api/get-completed-documents';
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
}

/**
 * The figures of the course cards (spec 2 §7): progress (courses-progress), time spent, estimated duration and
 * the completed documents, four calls for the whole list. Each failure is logged by its service and only takes
 * its own figure off the cards: the list itself never shows an error for them.
 */
export function useCourseListFigures(courseIds: readonly number[]): (courseId: number) => CourseFigures {
  const platform = usePlatform();
  const progress = useQuery(coursesProgressQuery(platform, courseIds)).data;
  const spent = useQuery(coursesTimeSpentQuery(platform)).data;
  const estimates = useQuery(coursesEstimatesQuery(platform, courseIds)).data;
  const completed = useQuery(completedDocumentsQuery(platform, courseIds)).data;
  return (courseId) => {
    const courseProgress = progress?.find((entry) => entry.course_id === courseId);
    return {
      percentage: courseProgress?.percentage,
      completedItems: courseProgress?.completed_items,
      totalItems: courseProgress?.total_items,
      secondsSpent: spent?.find((entry) => entry.course_id === courseId)?.seconds,
      estimatedSeconds: estimates?.find((entry) => entry.course_id === courseId)?.seconds,
      completed: completed?.find((entry) => entry.document_id === courseId)?.completed,
    };
  };
}

/** The card's lines for the figures it has: 'Concluído', items done, time spent, estimated duration. */
export function CourseFigureLines({ figures }: { figures: CourseFigures }) {
  const { completedItems, totalItems, secondsSpent, estimatedSeconds, completed } = figures;
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
    </>
  );
}
