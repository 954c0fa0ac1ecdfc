import { useQuery } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts';
import { EmptyState } from 'shared-design-system';
import {
  AreaPage,
  CardGrid,
  ContentSkeleton,
  pageParam,
  Pager,
  PageSection,
  pluralize,
  PrefetchLink,
  QueryView,
  usePageHref,
  useUrlParams,
} from 'shared-design-system/area';
import { PAGE_PARAM, shelfPath } from '../../../constants';
import { GoalCard } from '../../goals/components/goal-card';
import { useUserGoals } from '../../goals/hooks/use-user-goals';
import { shelfClassificationsQuery } from '../api/get-shelf-classifications';
import { FIRST_SHELF_FILTER, goalShelfSearchQuery } from '../api/search-goal-shelf';
import { goalShelvesSearchQuery } from '../api/search-goal-shelves';

/**
 * /objetivos/estante: the goal shelves the student has access to (POST search/v2/goals/shelves, 10 a page),
 * each with its first goals and a link to the whole shelf that loads it ahead on hover or focus. The page is
 * in the address (?pagina=), so a reload or a shared link shows the same shelves.
 */
export function GoalShelvesPage() {
  const platform = usePlatform();
  const { wording } = platform.vertical;
  const [params] = useUrlParams();
  const page = pageParam(params.get(PAGE_PARAM));
  const pageHrefOf = usePageHref(PAGE_PARAM);
  const shelves = useQuery(goalShelvesSearchQuery(platform, page));
  const userGoals = useUserGoals();
  return (
    <AreaPage title={`Estantes de ${wording.objectives.toLowerCase()}`}>
      <QueryView
        query={shelves}
        errorMessage="Não foi possível carregar as estantes."
        skeleton={<ContentSkeleton shape="cards" count={3} itemHeight={120} label="Carregando estantes" />}
        isEmpty={(data) => data.shelves.length === 0}
        empty={<EmptyState title="Nenhuma estante disponível" description="Volte mais tarde." />}
      >
        {(data) => (
          <>
            {data.shelves.map((shelf) => (
              <PageSection
                key={shelf.id}
                title={shelf.title}
                actions={
                  <PrefetchLink
                    to={shelfPath(shelf.id)}
                    prefetchData={[
                      goalShelfSearchQuery(platform, String(shelf.id), FIRST_SHELF_FILTER),
                      shelfClassificationsQuery(platform, String(shelf.id)),
                    ]}
                    aria-label={`Ver estante ${shelf.title}`}
                  >
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
            ))}
            <Pager
              page={data.pagination.page}
              lastPage={data.pagination.last_page}
              hrefOf={pageHrefOf}
              label="Páginas de estantes"
            />
          </>
        )}
      </QueryView>
    </AreaPage>
  );
}
