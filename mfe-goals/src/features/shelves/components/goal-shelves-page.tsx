import { useQuery } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts';
import { EmptyState } from 'shared-design-system';
import {
  AreaPage,
  CardGrid,
  ContentSkeleton,
  PageSection,
  PrefetchLink,
  QueryView,
  pluralize,
} from 'shared-design-system/area';
import { shelfPath } from '../../../constants';
import { GoalCard } from '../../goals/components/goal-card';
import { useUserGoals } from '../../goals/hooks/use-user-goals';
import { goalShelvesQuery } from '../api/get-goal-shelves';

/** /objetivos/estante: every goal shelf of the vertical with its first goals and a link to the whole shelf. */
export function GoalShelvesPage() {
  const platform = usePlatform();
  const { wording } = platform.vertical;
  const shelves = useQuery(goalShelvesQuery(platform));
  const userGoals = useUserGoals();
  return (
    <AreaPage title={`Estantes de ${wording.objectives.toLowerCase()}`}>
      <QueryView
        query={shelves}
        errorMessage="Não foi possível carregar as estantes."
        skeleton={<ContentSkeleton shape="cards" count={3} itemHeight={120} label="Carregando estantes" />}
        isEmpty={(data) => data.length === 0}
        empty={<EmptyState title="Nenhuma estante disponível" description="Volte mais tarde." />}
      >
        {(data) =>
          data.map((shelf) => (
            <PageSection
              key={shelf.id}
              title={shelf.title}
              actions={
                <PrefetchLink to={shelfPath(shelf.id)} aria-label={`Ver estante ${shelf.title}`}>
                  {`Ver todos (${pluralize(shelf.goals_count, wording.objective.toLowerCase(), wording.objectives.toLowerCase())})`}
                </PrefetchLink>
              }
            >
              <p css={{ margin: 0 }}>{shelf.description}</p>
              <CardGrid label={`${wording.objectives} de ${shelf.title}`}>
                {shelf.goals.map((goal) => (
                  <GoalCard key={goal.id} goal={goal} userGoals={userGoals} />
                ))}
              </CardGrid>
            </PageSection>
          ))
        }
      </QueryView>
    </AreaPage>
  );
}
