import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { Question } from 'shared-contracts';
import { Card, EmptyState, Skeleton, SkeletonGroup } from 'shared-design-system';
import { LinkButton, LoadError, AreaPage, pluralize } from 'shared-design-system/area';
import { PARAM_FROM_SELECTION, PARAM_PAGE, ROUTES, STATEMENT_EXCERPT_LENGTH } from '../../../constants';
import { Pager } from '../../../lib/pager';
import {
  buildSearchFilters,
  isEmptySelection,
  listingSearch,
  readListingParams,
} from '../../../lib/topic-selection';
import { formatFilters, isEmptyFilterState } from '../../question-selection/state/filter-store';
import { useQuestionFilters } from '../../question-selection/state/question-filters-atom';
import { useTopics } from '../../question-selection/api/get-topics';
import { useQuestionSearch } from '../api/search-questions';

export const LISTING_TITLE = 'Questões';

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= STATEMENT_EXCERPT_LENGTH
    ? flat
    : `${flat.slice(0, STATEMENT_EXCERPT_LENGTH).trimEnd()}…`;
}

function QuestionCard({ question }: { question: Question }) {
  return (
    <li>
      <Card
        title={`Questão ${question.id}`}
        actions={
          <Link to={ROUTES.question(question.id)} aria-label={`Resolver questão ${question.id}`}>
            Resolver questão
          </Link>
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
  const topics = useTopics({ page: 1, q: '' });
  if (topics.status === 'loading')
    return (
      <AreaPage title={LISTING_TITLE}>
        <SkeletonGroup label="Carregando questões">
          <Skeleton height={96} shape="rect" />
        </SkeletonGroup>
      </AreaPage>
    );
  if (topics.status === 'error')
    return (
      <AreaPage title={LISTING_TITLE}>
        <LoadError message="Não foi possível carregar as questões." onRetry={topics.retry} />
      </AreaPage>
    );
  return <Listing disciplines={topics.data.data.map((topic) => topic.id)} />;
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
  const search = useQuestionSearch({ filters, term, page });
  const empty = fromSelection ? isEmptyFilterState(filterState) : isEmptySelection(selection);
  const pageLink = (next: number) => {
    const pageParam = next > 1 ? `${PARAM_PAGE}=${next}` : '';
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
      {search.status === 'loading' && (
        <SkeletonGroup label="Carregando questões">
          <Skeleton height={96} shape="rect" />
          <Skeleton height={96} shape="rect" />
          <Skeleton height={96} shape="rect" />
        </SkeletonGroup>
      )}
      {search.status === 'error' && (
        <LoadError
          message={
            search.error instanceof Error ? search.error.message : 'Não foi possível carregar as questões.'
          }
          onRetry={search.retry}
        />
      )}
      {search.status === 'success' && search.data.data.length === 0 && (
        <EmptyState
          title="Nenhuma questão encontrada"
          description="Tente outra combinação de disciplinas e assuntos."
          action={backToSelection}
        />
      )}
      {search.status === 'success' && search.data.data.length > 0 && (
        <>
          <p role="status" css={{ margin: 0 }}>
            {pluralize(search.data.pagination.total, 'questão encontrada', 'questões encontradas')}
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
            {search.data.data.map((question) => (
              <QuestionCard key={question.id} question={question} />
            ))}
          </ol>
          <Pager
            page={search.data.pagination.page}
            lastPage={search.data.pagination.last_page}
            label="Páginas de questões"
            onPage={(next) => navigate(pageLink(next))}
          />
        </>
      )}
    </AreaPage>
  );
}
