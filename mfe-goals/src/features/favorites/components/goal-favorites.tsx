import { useQuery } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts';
import { CardList, ContentSkeleton, PageSection, QueryView } from 'shared-design-system/area';
import { goalFavoritesQuery } from '../api/get-goal-favorites';

/** The student's favourite goals (GET /bff/performance/goals/favorites), with their disciplines. */
export function GoalFavorites() {
  const platform = usePlatform();
  const { wording } = platform.vertical;
  const favorites = useQuery(goalFavoritesQuery(platform));
  const title = `${wording.objectives} favoritos`;
  return (
    <PageSection title={title}>
      <QueryView
        query={favorites}
        errorMessage={`Não foi possível carregar seus ${wording.objectives.toLowerCase()} favoritos.`}
        skeleton={<ContentSkeleton shape="list" count={2} label="Carregando favoritos" />}
        isEmpty={(data) => data.length === 0}
        empty={
          <p css={{ margin: 0 }}>{`Você ainda não tem ${wording.objectives.toLowerCase()} favoritos.`}</p>
        }
      >
        {(data) => (
          <CardList label={title}>
            {data.map((favorite) => (
              <li key={favorite.id}>
                <strong>{favorite.name}</strong>
                {favorite.classifications.length > 0 &&
                  ` · ${favorite.classifications.map((item) => item.name).join(', ')}`}
              </li>
            ))}
          </CardList>
        )}
      </QueryView>
    </PageSection>
  );
}
