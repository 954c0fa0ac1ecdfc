import type { ReactNode } from 'react';
import { usePlatform, type RecentActivity } from 'shared-contracts';
import { Card } from 'shared-design-system';
import { pluralize } from 'shared-design-system/area';
import { EXAM_PATH, NOTEBOOK_PATH } from '../../../constants';
import { CardTitleLink } from '../../../lib/card-title-link';

/** Where a recent activity opens (the questions area). */
export function recentActivityHref(activity: Pick<RecentActivity, 'id' | 'type'>): string {
  return `${activity.type === 'exam' ? EXAM_PATH : NOTEBOOK_PATH}/${activity.id}`;
}

/** Props of `RecentActivityCard`. */
export interface RecentActivityCardProps {
  activity: RecentActivity;
  actions?: ReactNode;
  /** level of the title's heading: 2 right under the page's h1, 3 inside a section */
  headingLevel: 2 | 3;
}

/** One notebook or exam the student worked on: title (link), kind, teachers and answer counters. */
export function RecentActivityCard({ activity, actions, headingLevel }: RecentActivityCardProps) {
  const { vertical } = usePlatform();
  const { correct, incorrect, not_answered: notAnswered } = activity.question_counters;
  const kind = activity.type === 'exam' ? 'Simulado' : vertical.wording.notebook;
  return (
    <Card
      headingLevel={headingLevel}
      title={<CardTitleLink href={recentActivityHref(activity)}>{activity.title}</CardTitleLink>}
      actions={actions}
    >
      <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
        {kind}
        {activity.favorite ? ' · Favorito' : ''}
      </p>
      {activity.teachers.length > 0 && (
        <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm })}>
          {activity.teachers.length === 1 ? 'Professor: ' : 'Professores: '}
          {activity.teachers.map((teacher) => teacher.name).join(', ')}
        </p>
      )}
      <ul
        aria-label="Questões"
        css={(theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          gap: theme.space.sm,
          margin: 0,
          padding: 0,
          listStyle: 'none',
          fontSize: theme.fontSizes.sm,
        })}
      >
        <li css={(theme) => ({ color: theme.colors.success })}>{pluralize(correct, 'acerto', 'acertos')}</li>
        <li css={(theme) => ({ color: theme.colors.error })}>{pluralize(incorrect, 'erro', 'erros')}</li>
        <li>{pluralize(notAnswered, 'não respondida', 'não respondidas')}</li>
      </ul>
    </Card>
  );
}
