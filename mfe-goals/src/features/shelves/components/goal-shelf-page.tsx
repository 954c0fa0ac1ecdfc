import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { Checkbox, EmptyState } from 'shared-design-system';
import {
  AreaNotFoundPage,
  AreaPage,
  CardGrid,
  ContentSkeleton,
  InlineList,
  isNotFoundError,
  Pager,
  PrefetchLink,
  QueryView,
  usePageHref,
} from 'shared-design-system/area';
import { PAGE_PARAM, SHELVES_PATH, shelfPath } from '../../../constants';
import { GoalCard } from '../../goals/components/goal-card';
import { useUserGoals } from '../../goals/hooks/use-user-goals';
import { goalShelvesQuery } from '../api/get-goal-shelves';
import { shelfClassificationsQuery } from '../api/get-shelf-classifications';
import { FIRST_SHELF_FILTER, goalShelfSearchQuery } from '../api/search-goal-shelf';
import { useShelfFilter } from '../hooks/use-shelf-filter';

export const HIGHLIGHT_FILTER_LABEL = 'Somente destaques';
export const SHELVES_NAV_LABEL = 'Estantes';

/**
 * /objetivos/estante/{id}: the goals of one shelf (POST search/v2/goals/shelves/{id}, onlyHasAccess forced,
 * 15 a page), filtered by the shelf's classifications and, when the available filters allow, highlights;
 * the shelf's description and the way to the other shelves come from GET /bff/goals/shelves. The areas,
 * the highlights and the page are in the address (?area=&destaques=&pagina=), so a reload, a sign-in round
 * trip or a shared link shows the same goals; only the areas and highlights the shelf offers as boxes are
 * applied (useShelfFilter).
 */
export function GoalShelfPage() {
  // the links to another shelf carry no parameters: it opens unfiltered, at its first page
  return <ShelfView id={useParams().id ?? ''} />;
}

/** Every shelf of the vertical as links, the open one marked current; nothing when the list fails. */
function ShelvesNav({ currentId }: { currentId: string }) {
  const platform = usePlatform();
  const shelves = useQuery(goalShelvesQuery(platform));
  if (!shelves.data || shelves.data.length < 2) return null;
  return (
    <nav aria-label={SHELVES_NAV_LABEL}>
      <InlineList gap="md">
        {shelves.data.map((shelf) => (
          <li key={shelf.id}>
            <PrefetchLink
              to={shelfPath(shelf.id)}
              aria-current={String(shelf.id) === currentId ? 'page' : undefined}
              prefetchData={[
                goalShelfSearchQuery(platform, String(shelf.id), FIRST_SHELF_FILTER),
                shelfClassificationsQuery(platform, String(shelf.id)),
              ]}
              css={{ '&[aria-current="page"]': { fontWeight: 700 } }}
            >
              {shelf.title}
            </PrefetchLink>
          </li>
        ))}
      </InlineList>
    </nav>
  );
}

function ShelfView({ id }: { id: string }) {
  const platform = usePlatform();
  const { wording } = platform.vertical;
  const description = useQuery({
    ...goalShelvesQuery(platform),
    select: (shelves) => shelves.find((shelf) => String(shelf.id) === id)?.description,
  }).data;
  const { filter, areas, checkedAreas, highlightOffered, highlight, areasFailed, toggleArea, setHighlight } =
    useShelfFilter(id);
  const pageHrefOf = usePageHref(PAGE_PARAM);
  const results = useQuery({
    ...goalShelfSearchQuery(platform, id, filter ?? FIRST_SHELF_FILTER),
    enabled: filter !== null,
  });
  const userGoals = useUserGoals();

  if (results.isError && results.data === undefined && isNotFoundError(results.error))
    return (
      <AreaNotFoundPage title="Estante não encontrada" text="Esta estante não existe ou foi removida." />
    );

  return (
    <AreaPage
      title={results.data?.shelf.title ?? 'Estante'}
      actions={<Link to={SHELVES_PATH}>Todas as estantes</Link>}
    >
      {description && <p css={{ margin: 0 }}>{description}</p>}
      <ShelvesNav currentId={id} />
      <fieldset
        css={(theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          gap: theme.space.md,
          border: `1px solid ${theme.colors.border}`,
          borderRadius: theme.radii.md,
          padding: theme.space.sm,
          margin: 0,
        })}
      >
        <legend>Filtrar por área</legend>
        {areasFailed && <p role="status">Não foi possível carregar as áreas da estante.</p>}
        {areas.map((item) => (
          <Checkbox
            key={item.id}
            label={`${item.name} (${item.goals_count})`}
            checked={checkedAreas.includes(item.id)}
            onChange={(event) => toggleArea(item.id, event.target.checked)}
          />
        ))}
        {highlightOffered && (
          <Checkbox
            label={HIGHLIGHT_FILTER_LABEL}
            checked={highlight}
            onChange={(event) => setHighlight(event.target.checked)}
          />
        )}
      </fieldset>
      <QueryView
        query={results}
        errorMessage="Não foi possível carregar a estante."
        skeleton={<ContentSkeleton shape="cards" count={3} itemHeight={120} label="Carregando estante" />}
        isEmpty={(data) => data.goals.length === 0}
        empty={
          <EmptyState
            title={`Nenhum ${wording.objective.toLowerCase()} com estes filtros`}
            description="Tente outras áreas."
          />
        }
      >
        {(data) => (
          <>
            <CardGrid label={`${wording.objectives} de ${data.shelf.title}`}>
              {data.goals.map((goal) => (
                <GoalCard key={goal.id} goal={goal} userGoals={userGoals} headingLevel={2} />
              ))}
            </CardGrid>
            <Pager
              page={data.pagination.page}
              lastPage={data.pagination.last_page}
              hrefOf={pageHrefOf}
              label={`Páginas de ${wording.objectives.toLowerCase()}`}
            />
          </>
        )}
      </QueryView>
    </AreaPage>
  );
}
