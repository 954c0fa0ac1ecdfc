import { Link } from 'react-router-dom';
import { GOALS_PAGE_SIZE, usePlatform } from 'shared-contracts';
import { EmptyState } from 'shared-design-system';
import {
  AreaPage,
  CardGrid,
  ContentSkeleton,
  pageParam,
  Pager,
  QueryView,
  usePageHref,
  useUrlParams,
} from 'shared-design-system/area';
import {
  EXPLORE_PATH,
  goalExplorerDefaultTitle,
  NEW_GOAL_PATH,
  PAGE_PARAM,
  SHELVES_PATH,
} from '../../../constants';
import { goalWords } from '../../../lib/goal-words';
import { GoalFavorites } from '../../favorites/components/goal-favorites';
import { useUserGoals } from '../hooks/use-user-goals';
import { GoalCard } from './goal-card';

const linkStyle = { fontWeight: 600 } as const;

/**
 * /objetivos: the student's goals, 15 a page (spec 2 §9), each removable, and a way to add more. The page is
 * in the address (?pagina=), so a reload or a shared link shows the same goals.
 */
export function GoalsPage() {
  const { wording } = usePlatform().vertical;
  const w = goalWords(wording);
  const userGoals = useUserGoals();
  const [params] = useUrlParams();
  const page = pageParam(params.get(PAGE_PARAM));
  const pageHrefOf = usePageHref(PAGE_PARAM);
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
        errorMessage={`Não foi possível carregar seus ${w.many}.`}
        skeleton={
          <ContentSkeleton shape="cards" count={2} itemHeight={120} label={`Carregando seus ${w.many}`} />
        }
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            title={`Você ainda não escolheu um ${w.one}`}
            description="Escolha a prova para a qual você se prepara e veja cursos, trilhas e materiais ligados a ela."
            action={
              <Link to={EXPLORE_PATH} css={(theme) => ({ ...linkStyle, color: theme.colors.primary })}>
                {goalExplorerDefaultTitle(w.many)}
              </Link>
            }
          />
        }
      >
        {(list) => {
          // the list comes whole (GET userGoals is not paged); a removal may empty the last page, and an
          // address may ask for a page past the end: the last page shows
          const lastPage = Math.max(1, Math.ceil(list.length / GOALS_PAGE_SIZE));
          const current = Math.min(page, lastPage);
          return (
            <>
              <CardGrid label={`Meus ${wording.objectives.toLowerCase()}`}>
                {list.slice((current - 1) * GOALS_PAGE_SIZE, current * GOALS_PAGE_SIZE).map((userGoal) => (
                  <GoalCard key={userGoal.id} goal={userGoal.goal} userGoals={userGoals} headingLevel={2} />
                ))}
              </CardGrid>
              <Pager page={current} lastPage={lastPage} hrefOf={pageHrefOf} label={`Páginas de ${w.many}`} />
            </>
          );
        }}
      </QueryView>
      <GoalFavorites />
    </AreaPage>
  );
}
