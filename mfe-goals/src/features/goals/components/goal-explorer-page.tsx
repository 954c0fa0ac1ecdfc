import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { usePlatform, type GoalSearchType } from 'shared-contracts';
import { Button, EmptyState, Input } from 'shared-design-system';
import {
  AreaPage,
  CardGrid,
  ContentSkeleton,
  pageParam,
  Pager,
  PageSection,
  QueryView,
  usePageHref,
  useSearchDraft,
  useUrlParams,
} from 'shared-design-system/area';
import { EXPLORER_MODES, PAGE_PARAM, goalExplorerDefaultTitle } from '../../../constants';
import { useGoalWords } from '../../../lib/goal-words';
import { explorerTitleQuery } from '../api/get-explorer-title';
import { goalsExplorerQuery } from '../api/search-goals-explorer';
import { useUserGoals } from '../hooks/use-user-goals';
import { GoalCard } from './goal-card';

const MODE_LABELS: Record<GoalSearchType, string> = {
  highlight: 'Destaques',
  classification: 'Todos, por área',
};
const DEFAULT_MODE = 'destaques';
/** Where a name typed but not yet searched is kept, one per name searched (useSearchDraft). */
const EXPLORER_NAME_DRAFT_KEY = 'goals:explorer-name';

export interface GoalExplorerPageProps {
  /** fixed heading; default: the explorer's title from the goal-explorer toggler */
  title?: string;
}

/**
 * /explorar (and /objetivos/novo-objetivo): browse goals by highlight or by area through
 * POST search/v2/goals-explorer (15 a page), search by name, add them. The mode, the name searched and the
 * page are in the address; a name typed but not yet searched is the student's draft.
 */
export function GoalExplorerPage({ title }: GoalExplorerPageProps) {
  const platform = usePlatform();
  const [params, updateParams] = useUrlParams();
  const modeKey = params.get('tipo') ?? DEFAULT_MODE;
  // an unknown ?tipo= falls back to the highlights: only the two spec search types ever reach the API
  const searchType = EXPLORER_MODES[modeKey] ?? 'highlight';
  const name = params.get('busca') ?? '';
  const page = pageParam(params.get(PAGE_PARAM));
  const [draft, setDraft, clearDraft] = useSearchDraft(EXPLORER_NAME_DRAFT_KEY, name);
  const legendId = useId();

  const w = useGoalWords();
  const explorerTitle = useQuery({ ...explorerTitleQuery(platform), enabled: !title });
  const goals = useQuery(goalsExplorerQuery(platform, { page, searchType, name }));
  const userGoals = useUserGoals();

  // the page is in the address: links keep the other parameters, and a page can be opened apart and shared
  const pageHref = usePageHref(PAGE_PARAM);
  const search = (event: FormEvent) => {
    event.preventDefault();
    // a search, like another mode, is a step of its own (pushed): back returns to the previous results
    updateParams({ busca: draft.trim(), [PAGE_PARAM]: null }, { push: true });
    clearDraft();
  };

  const heading = title ?? explorerTitle.data ?? goalExplorerDefaultTitle(w.many);
  return (
    <AreaPage title={heading}>
      <form
        role="search"
        aria-label={`Buscar ${w.many}`}
        onSubmit={search}
        css={(theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: theme.space.md })}
      >
        <Input
          label={`Nome do ${w.one}`}
          value={draft}
          placeholder="Ex.: Polícia Federal"
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" icon={<Search aria-hidden="true" size={18} />}>
          Buscar
        </Button>
      </form>
      <fieldset
        aria-labelledby={legendId}
        css={(theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          gap: theme.space.md,
          margin: 0,
          padding: 0,
          border: 0,
        })}
      >
        <legend
          id={legendId}
          css={(theme) => ({ padding: 0, marginBottom: theme.space.xs, fontWeight: 600 })}
        >
          Mostrar
        </legend>
        {Object.entries(EXPLORER_MODES).map(([key, type]) => (
          <label
            key={key}
            css={(theme) => ({
              display: 'inline-flex',
              alignItems: 'center',
              gap: theme.space.xs,
              cursor: 'pointer',
            })}
          >
            <input
              type="radio"
              name="tipo"
              value={key}
              checked={searchType === type}
              onChange={() => updateParams({ tipo: key, [PAGE_PARAM]: null }, { push: true })}
            />
            {MODE_LABELS[type]}
          </label>
        ))}
      </fieldset>
      <PageSection title={name ? `Resultados para "${name}"` : MODE_LABELS[searchType]}>
        <QueryView
          query={goals}
          errorMessage={`Não foi possível carregar os ${w.many}.`}
          skeleton={
            <ContentSkeleton shape="cards" count={2} itemHeight={120} label={`Carregando ${w.many}`} />
          }
          isEmpty={(data) => data.goals.length === 0}
          empty={
            <EmptyState
              headingLevel={3}
              title={`Nenhum ${w.one} encontrado`}
              description={`Tente outro nome ou veja todos os ${w.many} por área.`}
            />
          }
        >
          {(data) => (
            <>
              <CardGrid label={w.Many}>
                {data.goals.map((goal) => (
                  <GoalCard key={goal.id} goal={goal} userGoals={userGoals} />
                ))}
              </CardGrid>
              <Pager
                page={data.pagination.page}
                label="Páginas do explorador"
                lastPage={data.pagination.last_page}
                hrefOf={pageHref}
              />
            </>
          )}
        </QueryView>
      </PageSection>
    </AreaPage>
  );
}
