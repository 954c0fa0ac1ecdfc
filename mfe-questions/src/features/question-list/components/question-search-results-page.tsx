import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { Button, EmptyState, Input } from 'shared-design-system';
import {
  AreaPage,
  ContentSkeleton,
  Pager,
  QueryView,
  pluralize,
  useSearchDraft,
  useUrlParams,
  type UrlParamsUpdate,
} from 'shared-design-system/area';
import { LISTING_PARAMS, ROUTES } from '../../../constants';
import { messageOf } from '../../../lib/readable-error';
import { readListingParams } from '../../../lib/topic-selection';
import { questionTermSearchQuery } from '../api/search-questions-aggregated';
import { QuestionCardList } from './question-card-list';

export const SEARCH_RESULTS_TITLE = 'Resultados da busca';
const SEARCH_FAILED = 'Não foi possível buscar questões.';

/** The results' address of a term and page (the first page leaves the page out). */
function resultsHref(term: string, page = 1): string {
  const params = new URLSearchParams({ [LISTING_PARAMS.term]: term });
  if (page > 1) params.set(LISTING_PARAMS.page, String(page));
  return `${ROUTES.searchResults}?${params.toString()}`;
}

/** Where a term typed on the results of a search but not searched yet is kept (useSearchDraft). */
const SEARCH_TERM_DRAFT_KEY = 'questions:search-term';

/**
 * The term being searched, editable: a new term opens its first page of results, as a new history entry (the
 * back button returns to the previous search). What is typed and not searched yet is the student's draft,
 * one per search shown (a reload or a sign-in round trip keeps it; back to another search shows that one's),
 * forgotten once searched.
 */
function QuestionSearchForm({
  initial,
  onSearch,
}: {
  initial: string;
  onSearch: (next: UrlParamsUpdate, options: { push: boolean }) => void;
}) {
  const [term, setTerm, clearTerm] = useSearchDraft(SEARCH_TERM_DRAFT_KEY, initial);
  return (
    <form
      role="search"
      aria-label="Buscar questões"
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = term.trim();
        if (trimmed === '') return;
        clearTerm();
        onSearch({ [LISTING_PARAMS.term]: trimmed, [LISTING_PARAMS.page]: null }, { push: true });
      }}
      css={(theme) => ({ display: 'flex', gap: theme.space.sm, alignItems: 'flex-end', flexWrap: 'wrap' })}
    >
      <Input
        label="Buscar questões"
        type="search"
        name={LISTING_PARAMS.term}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        autoComplete="off"
      />
      <Button type="submit">Buscar</Button>
    </form>
  );
}

function Results({ term, page }: { term: string; page: number }) {
  const { http } = usePlatform();
  const search = useQuery(questionTermSearchQuery(http, { term, page }));
  return (
    <QueryView
      query={search}
      errorMessage={messageOf(search.error, SEARCH_FAILED)}
      skeleton={<ContentSkeleton count={3} itemHeight={96} label="Buscando questões" />}
      isEmpty={(answer) => answer.data.length === 0}
      empty={
        <EmptyState
          title={`Nenhuma questão encontrada para "${term}"`}
          description="Tente outro termo de busca."
          action={<Link to={ROUTES.selection}>Ir para a seleção de questões</Link>}
        />
      }
    >
      {(answer) => (
        <>
          <p role="status" css={{ margin: 0 }}>
            {pluralize(answer.pagination.total, 'questão encontrada', 'questões encontradas')}
          </p>
          <QuestionCardList questions={answer.data} label={`Questões encontradas para "${term}"`} />
          <Pager
            page={answer.pagination.page}
            lastPage={answer.pagination.last_page}
            label="Páginas de resultados"
            hrefOf={(next) => resultsHref(term, next)}
          />
        </>
      )}
    </QueryView>
  );
}

/**
 * /questoes/resultado-pesquisa?q=&pagina=: the questions a term finds through search v2 (POST
 * /bff/search/v2/questions/aggregated, spec 2 §7), 10 a page, the page in the address; always loaded fresh
 * (spec 1 §2). Without a term nothing is asked.
 */
export function QuestionSearchResultsPage() {
  // the kit's reader and writer: the field and the results follow a new search at once
  const [params, update] = useUrlParams();
  const { term, page } = readListingParams(params);
  return (
    <AreaPage title={SEARCH_RESULTS_TITLE} actions={<Link to={ROUTES.selection}>Seleção de questões</Link>}>
      <QuestionSearchForm key={term} initial={term} onSearch={update} />
      {term === '' ? (
        <p css={{ margin: 0 }}>Digite um termo para buscar questões.</p>
      ) : (
        <Results term={term} page={page} />
      )}
    </AreaPage>
  );
}
