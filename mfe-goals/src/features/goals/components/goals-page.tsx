import { Link } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { EmptyState, Skeleton, SkeletonGroup } from 'shared-design-system';
import { EXPLORE_PATH, NEW_GOAL_PATH } from '../../../constants';
import { LoadError } from '../../../lib/load-error';
import { CardGrid, Page } from '../../../lib/page';
import { useUserGoals } from '../hooks/use-user-goals';
import { GoalCard } from './goal-card';

const linkStyle = { fontWeight: 600 } as const;

/** /objetivos: the student's goals, each removable, and a way to add more. */
export function GoalsPage() {
  const { wording } = usePlatform().vertical;
  const userGoals = useUserGoals();
  const { list } = userGoals;
  return (
    <Page
      title={wording.objectives}
      aside={
        <Link to={NEW_GOAL_PATH} css={(theme) => ({ ...linkStyle, color: theme.colors.primary })}>
          Adicionar objetivo
        </Link>
      }
    >
      {list.status === 'loading' && (
        <SkeletonGroup label="Carregando seus objetivos">
          <Skeleton height={120} shape="rect" />
          <Skeleton height={120} shape="rect" />
        </SkeletonGroup>
      )}
      {list.status === 'error' && (
        <LoadError message="Não foi possível carregar seus objetivos." onRetry={userGoals.retry} />
      )}
      {list.status === 'success' && list.data.length === 0 && (
        <EmptyState
          title="Você ainda não escolheu um objetivo"
          description="Escolha a prova para a qual você se prepara e veja cursos, trilhas e materiais ligados a ela."
          action={
            <Link to={EXPLORE_PATH} css={(theme) => ({ ...linkStyle, color: theme.colors.primary })}>
              Explorar objetivos
            </Link>
          }
        />
      )}
      {list.status === 'success' && list.data.length > 0 && (
        <CardGrid label="Meus objetivos">
          {list.data.map((userGoal) => (
            <GoalCard key={userGoal.id} goal={userGoal.goal} userGoals={userGoals} headingLevel={2} />
          ))}
        </CardGrid>
      )}
    </Page>
  );
}
