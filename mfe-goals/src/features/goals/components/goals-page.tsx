import { Link } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { EmptyState } from 'shared-design-system';
import { AreaPage, CardGrid, ContentSkeleton, QueryView } from 'shared-design-system/area';
import { EXPLORE_PATH, NEW_GOAL_PATH, SHELVES_PATH } from '../../../constants';
import { GoalFavorites } from '../../favorites/components/goal-favorites';
import { useUserGoals } from '../hooks/use-user-goals';
import { GoalCard } from './goal-card';

const linkStyle = { fontWeight: 600 } as const;

/** /objetivos: the student's goals, each removable, and a way to add more. */
export function GoalsPage() {
  const { wording } = usePlatform().vertical;
  const userGoals = useUserGoals();
  return (
    <AreaPage
      title={wording.objectives}
      actions={
        <>
          <Link to={SHELVES_PATH} css={(theme) => ({ ...linkStyle, color: theme.colors.primary })}>
            {`Estantes de ${wording.objectives.toLowerCase()}`}
          </Link>
          <Link to={NEW_GOAL_PATH} css={(theme) => ({ ...linkStyle, color: theme.colors.primary })}>
            {`Adicionar ${wording.objective.toLowerCase()}`}
          </Link>
        </>
      }
    >
      <QueryView
        query={userGoals.query}
        errorMessage="Não foi possível carregar seus objetivos."
        skeleton={
          <ContentSkeleton shape="cards" count={2} itemHeight={120} label="Carregando seus objetivos" />
        }
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            title="Você ainda não escolheu um objetivo"
            description="Escolha a prova para a qual você se prepara e veja cursos, trilhas e materiais ligados a ela."
            action={
              <Link to={EXPLORE_PATH} css={(theme) => ({ ...linkStyle, color: theme.colors.primary })}>
                Explorar objetivos
              </Link>
            }
          />
        }
      >
        {(list) => (
          <CardGrid label="Meus objetivos">
            {list.map((userGoal) => (
              <GoalCard key={userGoal.id} goal={userGoal.goal} userGoals={userGoals} headingLevel={2} />
            ))}
          </CardGrid>
        )}
      </QueryView>
      <GoalFavorites />
    </AreaPage>
  );
}
