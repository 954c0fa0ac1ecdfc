import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { usePlatform } from 'shared-contracts';
import { Button, EmptyState, Input } from 'shared-design-system';
import {
  AreaPage,
  CardGrid,
  ContentSkeleton,
  pageHref,
  pageParam,
  Pager,
  QueryView,
  useSearchDraft,
  useUrlParams,
} from 'shared-design-system/area';
import { useUserGoals } from '../../goals/hooks/use-user-goals';
import { GoalCard } from '../../goals/components/goal-card';
import { PAGE_PARAM, SEARCH_RESULTS_PATH } from '../../../constants';
import { publicGoalsSearchQuery } from '../api/search-public-goals';

export const PARAM_TERM = 'busca';
/** Where a name typed but not yet searched is kept, one per term searched (useSearchDraft). */
const SEARCH_TERM_DRAFT_KEY = 'goals:search-term';

/**
 * /objetivos/resultado-pesquisa?busca=: goals found by the public goals search, 15 a page. The term and the
 * page are in the address; a name typed but not yet searched is the student's draft.
 */
export function GoalSearchResultsPage() {
  const platform = usePlatform();
  const { wording } = platform.vertical;
  const [params, updateParams] = useUrlParams();
  const term = params.get(PARAM_TERM)?.trim() ?? '';
  const page = pageParam(params.get(PAGE_PARAM));
  const [draft, setDraft, clearDraft] = useSearchDraft(SEARCH_TERM_DRAFT_KEY, term);
  const results = useQuery({ ...publicGoalsSearchQuery(platform, term, page), enabled: term !== '' });
  const userGoals = useUserGoals();
  // the page is in the address: links keep the other parameters, and a page can be opened apart and shared
  const pageHrefOf = (next: number) => {
    const search = new URLSearchParams(params);
    search.set(PARAM_TERM, term);
    return pageHref(SEARCH_RESULTS_PATH, search, PAGE_PARAM, next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim()) return;
    // a new search is a step of its own (pushed), at its first page
    updateParams({ [PARAM_TERM]: draft.trim(), [PAGE_PARAM]: null }, { push: true });
    clearDraft();
  };
  return (
    <AreaPage title="Resultado da pesquisa">
      <form
        role="search"
        aria-label={`Buscar ${wording.objectives.toLowerCase()}`}
        onSubmit={submit}
        css={(theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: theme.space.md })}
      >
        <Input
          label={`Nome do ${wording.objective.toLowerCase()}`}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" icon={<Search aria-hidden="true" size={18} />}>
          Buscar
        </Button>
      </form>
      {term === '' ? (
        <p css={{ margin: 0 }}>Digite o nome de um {wording.objective.toLowerCase()} para buscar.</p>
      ) : (
        <QueryView
          query={results}
          errorMessage={`Não foi possível buscar ${wording.objectives.toLowerCase()}.`}
          skeleton={<ContentSkeleton shape="cards" count={2} itemHeight={120} label="Buscando" />}
          isEmpty={(data) => data.goals.length === 0}
          empty={
            <EmptyState
              title={`Nenhum ${wording.objective.toLowerCase()} encontrado para "${term}"`}
              description="Tente outro nome."
            />
          }
        >
          {(data) => (
            <>
              <CardGrid label={`${wording.objectives} encontrados`}>
                {data.goals.map((goal) => (
                  <GoalCard key={goal.id} goal={goal} userGoals={userGoals} headingLevel={2} />
                ))}
              </CardGrid>
              <Pager
                page={data.pagination.page}
                label="Páginas de resultados"
                lastPage={data.pagination.last_page}
                hrefOf={pageHrefOf}
              />
            </>
          )}
        </QueryView>
      )}
    </AreaPage>
  );
}
