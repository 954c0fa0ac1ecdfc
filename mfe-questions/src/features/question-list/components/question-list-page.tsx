import { useQuery } from '@tanstack/react-query';
import { Link, Navigate } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { EmptyState } from 'shared-design-system';
import {
  AreaPage,
  ContentSkeleton,
  LinkButton,
  QueryView,
  pluralize,
  Pager,
  pageHref,
  useUrlParams,
} from 'shared-design-system/area';
import { LISTING_PARAMS, PARAM_FROM_SELECTION, ROUTES } from '../../../constants';
import { messageOf } from '../../../lib/readable-error';
import { buildSearchFilters, isEmptySelection, readListingParams } from '../../../lib/topic-selection';
import { formatFilters, isEmptyFilterState } from '../../question-selection/state/filter-store';
import { useQuestionFilters } from '../../question-selection/state/question-filters-atom';
import { questionSearchQuery } from '../api/search-questions';
import { QuestionCardList } from './question-card-list';

export const LISTING_TITLE = 'Questões';

/** The address of another page of the listing: the same query string (selection, term), that page. */
function listingPageHref(params: URLSearchParams, page: number): string {
  // commas stay readable in shared links
  return pageHref(ROUTES.listing, params, LISTING_PARAMS.page, page).replace(/%2C/g, ',');
}

/**
 * /questoes/listagem: the questions of the selection in the URL (or, with ?selecao=1, of the question
 * selection's filters), 10 per page, newest first. A term without a selection is a search: it goes to the
 * search results (/questoes/resultado-pesquisa, search v2).
 */
export function QuestionListPage() {
  const [params] = useUrlParams();
  const fromSelection = params.get(PARAM_FROM_SELECTION) === '1';
  const { selection, term } = readListingParams(params);
  if (!fromSelection && isEmptySelection(selection) && term !== '')
    return <Navigate to={`${ROUTES.searchResults}?${params.toString()}`} replace />;
  return <Listing />;
}

function Listing() {
  const [params] = useUrlParams();
  const [filterState] = useQuestionFilters();
  const fromSelection = params.get(PARAM_FROM_SELECTION) === '1';
  const { selection, term: urlTerm, page } = readListingParams(params);
  const term = fromSelection ? filterState.searchTerm.trim() : urlTerm;
  const filters = fromSelection ? formatFilters(filterState) : buildSearchFilters(selection);
  const empty = fromSelection ? isEmptyFilterState(filterState) : isEmptySelection(selection);
  const { http } = usePlatform();
  // nothing is asked without a selection (the page asks for one instead)
  const search = useQuery({ ...questionSearchQuery(http, { filters, term, page }), enabled: !empty });

  const backToSelection = <Link to={ROUTES.selection}>Alterar seleção</Link>;
  if (empty) {
    return (
      <AreaPage title={LISTING_TITLE}>
        <EmptyState
          title="Nenhum filtro selecionado"
          description="Escolha disciplinas ou assuntos na seleção de questões para listar as questões."
          action={<LinkButton to={ROUTES.selection}>Ir para a seleção de questões</LinkButton>}
        />
      </AreaPage>
    );
  }

  return (
    <AreaPage title={LISTING_TITLE} actions={backToSelection}>
      <QueryView
        query={search}
        errorMessage={messageOf(search.error, 'Não foi possível carregar as questões.')}
        skeleton={<ContentSkeleton count={3} itemHeight={96} label="Carregando questões" />}
        isEmpty={(answer) => answer.data.length === 0}
        empty={
          <EmptyState
            title="Nenhuma questão encontrada"
            description="Tente outra combinação de disciplinas e assuntos."
            action={backToSelection}
          />
        }
      >
        {(answer) => (
          <>
            <p role="status" css={{ margin: 0 }}>
              {pluralize(answer.pagination.total, 'questão encontrada', 'questões encontradas')}
            </p>
            <QuestionCardList questions={answer.data} label="Lista de questões" />
            <Pager
              page={answer.pagination.page}
              lastPage={answer.pagination.last_page}
              label="Páginas de questões"
              hrefOf={(next) => listingPageHref(params, next)}
            />
          </>
        )}
      </QueryView>
    </AreaPage>
  );
}
