import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { Question } from 'shared-contracts';
import { usePlatform } from 'shared-contracts';
import { Card, EmptyState } from 'shared-design-system';
import {
  AreaPage,
  ContentSkeleton,
  LinkButton,
  PrefetchLink,
  QueryView,
  pluralize,
  Pager,
} from 'shared-design-system/area';
import { LISTING_PARAMS, PARAM_FROM_SELECTION, ROUTES, STATEMENT_EXCERPT_LENGTH } from '../../../constants';
import { messageOf } from '../../../lib/readable-error';
import {
  buildSearchFilters,
  isEmptySelection,
  listingSearch,
  readListingParams,
} from '../../../lib/topic-selection';
import { formatFilters, isEmptyFilterState } from '../../question-selection/state/filter-store';
import { useQuestionFilters } from '../../question-selection/state/question-filters-atom';
import { questionQuery } from '../../question-detail/api/get-question';
import { topicsQuery } from '../../question-selection/api/get-topics';
import { questionSearchQuery } from '../api/search-questions';

export const LISTING_TITLE = 'Questões';

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= STATEMENT_EXCERPT_LENGTH
    ? flat
    : `${flat.slice(0, STATEMENT_EXCERPT_LENGTH).trimEnd()}…`;
}

function QuestionCard({ question }: { question: Question }) {
  const { http } = usePlatform();
  return (
    <li>
      <Card
        title={`Questão ${question.id}`}
        actions={
          // the question is fetched as soon as the student points at the link
          <PrefetchLink
            to={ROUTES.question(question.id)}
            prefetchData={questionQuery(http, question.id)}
            aria-label={`Resolver questão ${question.id}`}
          >
            Resolver questão
          </PrefetchLink>
        }
      >
        <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })}>
          {question.board} · {question.year} · {question.institution} · {question.position}
        </p>
        <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm })}>
          {question.discipline.name} › {question.subject.name}
        </p>
        <p css={{ margin: 0 }}>{excerpt(question.statement)}</p>
      </Card>
    </li>
  );
}

/**
 * /questoes/listagem and /questoes/resultado-pesquisa: the questions of the selection in the URL (or, with
 * ?selecao=1, of the question selection's filters), 10 per page, newest first. A term alone (the search
 * bar's results) searches every discipline of the vertical: the includente rule needs a filter.
 */
export function QuestionListPage() {
  const [params] = useSearchParams();
  const fromSelection = params.get(PARAM_FROM_SELECTION) === '1';
  const { selection, term: urlTerm } = readListingParams(params);
  const termOnly = !fromSelection && isEmptySelection(selection) && urlTerm !== '';
  return termOnly ? <TermOnlyListing /> : <Listing />;
}

/** A term without filters: the disciplines of the vertical (one topics page holds them) become the filter. */
function TermOnlyListing() {
  const { http } = usePlatform();
  const topics = useQuery(topicsQuery(http, { page: 1, q: '' }));
  if (topics.data) return <Listing disciplines={topics.data.data.map((topic) => topic.id)} />;
  return (
    <AreaPage title={LISTING_TITLE}>
      <QueryView
        query={topics}
        errorMessage="Não foi possível carregar as questões."
        skeleton={<ContentSkeleton count={1} itemHeight={96} label="Carregando questões" />}
      >
        {() => null}
      </QueryView>
    </AreaPage>
  );
}

function Listing({ disciplines }: { disciplines?: number[] }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [filterState] = useQuestionFilters();
  const fromSelection = params.get(PARAM_FROM_SELECTION) === '1';
  const { selection: urlSelection, term: urlTerm, page } = readListingParams(params);
  const selection = disciplines ? { disciplines, subjects: [] } : urlSelection;
  const term = fromSelection ? filterState.searchTerm.trim() : urlTerm;
  const filters = fromSelection ? formatFilters(filterState) : buildSearchFilters(selection);
  const empty = fromSelection ? isEmptyFilterState(filterState) : isEmptySelection(selection);
  const { http } = usePlatform();
  // nothing is asked without a selection (the page asks for one instead)
  const search = useQuery({ ...questionSearchQuery(http, { filters, term, page }), enabled: !empty });
  const pageLink = (next: number) => {
    const pageParam = next > 1 ? `${LISTING_PARAMS.page}=${next}` : '';
    if (fromSelection)
      return `${ROUTES.listing}?${PARAM_FROM_SELECTION}=1${pageParam ? `&${pageParam}` : ''}`;
    const query = disciplines
      ? listingSearch({ disciplines: [], subjects: [] }, term, next)
      : listingSearch(selection, term, next);
    return `${window.location.pathname}?${query}`;
  };

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
            <ol
              aria-label="Lista de questões"
              css={(theme) => ({
                listStyle: 'none',
                margin: 0,
                padding: 0,
                display: 'grid',
                gap: theme.space.md,
              })}
            >
              {answer.data.map((question) => (
                <QuestionCard key={question.id} question={question} />
              ))}
            </ol>
            <Pager
              page={answer.pagination.page}
              lastPage={answer.pagination.last_page}
              label="Páginas de questões"
              onPage={(next) => navigate(pageLink(next))}
            />
          </>
        )}
      </QueryView>
    </AreaPage>
  );
}
