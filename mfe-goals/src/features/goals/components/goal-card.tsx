import { usePlatform, type Goal } from 'shared-contracts';
import { Card } from 'shared-design-system';
import { PrefetchLink, pluralize } from 'shared-design-system/area';
import { GOALS_PATH } from '../../../constants';
import { goalQuery } from '../api/get-goals';
import type { UserGoalsApi } from '../hooks/use-user-goals';
import { GoalToggleButton } from './goal-toggle-button';

/** One goal in a list: name (opens it), area, description, how many contents, add/remove. */
export function GoalCard({
  goal,
  userGoals,
  headingLevel = 3,
}: {
  goal: Goal;
  userGoals: UserGoalsApi;
  headingLevel?: 2 | 3;
}) {
  const platform = usePlatform();
  return (
    <li>
      <Card
        headingLevel={headingLevel}
        title={
          <PrefetchLink
            to={`${GOALS_PATH}/${goal.id}`}
            prefetchData={goalQuery(platform, goal.id)}
            css={(theme) => ({ color: theme.colors.primary })}
          >
            {goal.name}
          </PrefetchLink>
        }
        actions={<GoalToggleButton goal={goal} userGoals={userGoals} />}
      >
        <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
          {goal.classification.name}
          {goal.highlight ? ' · Destaque' : ''} · {pluralize(goal.contents_count, 'conteúdo', 'conteúdos')}
        </p>
        {goal.description && (
          <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm })}>{goal.description}</p>
        )}
      </Card>
    </li>
  );
}
