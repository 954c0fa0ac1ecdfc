import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { Button, EmptyState, Input } from 'shared-design-system';
import { AreaPage, CardGrid, ContentSkeleton, QueryView, Pager, pageHref } from 'shared-design-system/area';
import { useUserGoals } from '../../goals/hooks/use-user-goals';
import { GoalCard } from '../../goals/components/goal-card';
import { PAGE_PARAM, SEARCH_RESULTS_PATH } from '../../../constants';
import { publicGoalsSearchQuery } from '../api/search-public-goals';

export const PARAM_TERM = 'busca';

/** /objetivos/resultado-pesquisa?busca=: goals found by the public goals search, 15 a page. */
export function GoalSearchResultsPage() {
  const platform = usePlatform();
  const { wording } = platform.vertical;
  const [params, setParams] = useSearchParams();
  const term = params.get(PARAM_TERM)?.trim() ?? '';
  const page = Math.max(1, Number.parseInt(params.get(PAGE_PARAM) ?? '1', 10) || 1);
  const [draft, setDraft] = useState(term);
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
    if (draft.trim()) setParams({ [PARAM_TERM]: draft.trim() });
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
