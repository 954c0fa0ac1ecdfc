import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { usePlatform, type Discursive } from 'shared-contracts';
import { EmptyState, Tabs } from 'shared-design-system';
import {
  AreaPage,
  CardGrid,
  ContentSkeleton,
  PrefetchLink,
  QueryView,
  useUrlParams,
} from 'shared-design-system/area';
import { CLASSIFICATION_PARAM, LOAD_FAILURE_MESSAGE, ROUTES, TAB_PARAM } from '../../../constants';
import { SelectField } from '../../../lib/select-field';
import { discursiveCategoriesQuery } from '../api/get-discursive-categories';
import { discursiveClassificationsQuery } from '../api/get-discursive-classifications';
import { discursiveReviewsQuery } from '../api/get-discursive-reviews';
import { discursivesQuery } from '../api/get-discursives';
import { DiscursiveCard } from './discursive-card';

const CATALOG_TAB = 'todos';
const REVIEW_TAB = 'em-correcao';

/**
 * /discursivas: the discursive mock exams ('Simulados discursivos', or 'Simulados de 2ª Fase' on oab), with
 * the categories, a filter by classification, and the review list (the exams the student sent). The tab
 * (?aba=em-correcao) and the classification (?classificacao=) live in the address.
 */
export function DiscursivesPage() {
  const platform = usePlatform();
  const [params, update] = useUrlParams();
  const tab = params.get(TAB_PARAM) === REVIEW_TAB ? REVIEW_TAB : CATALOG_TAB;
  const discursives = useQuery(discursivesQuery(platform.http));
  const reviews = useQuery({ ...discursiveReviewsQuery(platform.http), enabled: tab === REVIEW_TAB });
  const failed =
    (discursives.isError && discursives.data === undefined) ||
    (reviews.isError && reviews.data === undefined);

  useEffect(() => {
    // a list load failure is also announced as a toast (spec 3 §8)
    if (failed) platform.toast({ kind: 'error', message: LOAD_FAILURE_MESSAGE });
  }, [failed, platform]);

  return (
    <AreaPage
      title={platform.vertical.wording.discursives}
      intro="Resolva, envie suas respostas e receba a correção de um professor."
    >
      <Categories />
      <Tabs
        label={platform.vertical.wording.discursives}
        selectedId={tab}
        onChange={(id) => update({ [TAB_PARAM]: id === CATALOG_TAB ? null : id })}
        tabs={[
          { id: CATALOG_TAB, label: 'Todos os simulados', content: <Catalogue /> },
          {
            id: REVIEW_TAB,
            label: 'Minhas correções',
            content: (
              <DiscursiveGrid
                query={reviews}
                label="Minhas correções"
                errorMessage="Não foi possível carregar as suas correções."
                emptyTitle="Você ainda não enviou respostas para correção"
              />
            ),
          },
        ]}
      />
    </AreaPage>
  );
}

/**
 * Links to each category page (GET catalog-categorized); a failure leaves only this navigation out. A category
 * page reads the same query: a link shown with fresh data fetches nothing more on intent, one whose data has
 * gone stale (30 s, or invalidated by a submission) revalidates it on hover, focus or touch.
 */
function Categories() {
  const { http } = usePlatform();
  const query = discursiveCategoriesQuery(http);
  const categories = useQuery(query);
  if (!categories.data || categories.data.length === 0) {
    return categories.isError ? (
      <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>
        Não foi possível carregar as categorias.
      </p>
    ) : null;
  }
  return (
    <nav aria-label="Categorias">
      <ul css={{ display: 'flex', flexWrap: 'wrap', gap: 12, listStyle: 'none', margin: 0, padding: 0 }}>
        {categories.data.map((category) => (
          <li key={category.name}>
            <PrefetchLink to={ROUTES.discursiveCategory(category.name)} prefetchData={query}>
              {category.name}
            </PrefetchLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The catalogue with a filter by classification (GET catalog/classifications, 200). A classification of the
 * address that the list does not hold (or could not load) is still shown as chosen, so the filter applied is
 * always the one the field says and can be undone.
 */
function Catalogue() {
  const { http } = usePlatform();
  const classifications = useQuery(discursiveClassificationsQuery(http));
  const [params, update] = useUrlParams();
  const classification = params.get(CLASSIFICATION_PARAM) ?? '';
  const unlisted =
    classification !== '' && !classifications.data?.some((option) => option.name === classification);
  // the page's catalogue query (one fetch), filtered here
  const filtered = useQuery({
    ...discursivesQuery(http),
    select: (list) => (classification ? list.filter((d) => d.classification === classification) : list),
  });
  return (
    <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.md, paddingTop: 12 })}>
      <div css={{ maxWidth: 320 }}>
        <SelectField
          label="Classificação"
          value={classification}
          disabled={!classifications.data && classification === ''}
          hint={classifications.isError ? 'Não foi possível carregar as classificações.' : undefined}
          onChange={(event) => update({ [CLASSIFICATION_PARAM]: event.target.value })}
        >
          <option value="">Todas</option>
          {unlisted && <option value={classification}>{classification}</option>}
          {classifications.data?.map((option) => (
            <option key={option.id} value={option.name}>
              {option.name}
            </option>
          ))}
        </SelectField>
      </div>
      <DiscursiveGrid
        query={filtered}
        label="Simulados"
        errorMessage="Não foi possível carregar os simulados."
        emptyTitle="Nenhum simulado disponível no momento"
      />
    </div>
  );
}

/** A list of exams as cards, with its loading, error and empty states. */
export function DiscursiveGrid({
  query,
  label,
  errorMessage,
  emptyTitle,
}: {
  query: UseQueryResult<Discursive[]>;
  label: string;
  errorMessage: string;
  emptyTitle: string;
}) {
  return (
    <QueryView
      query={query}
      errorMessage={errorMessage}
      skeleton={<ContentSkeleton shape="cards" count={2} itemHeight={120} label="Carregando simulados" />}
      isEmpty={(list) => list.length === 0}
      empty={
        <EmptyState
          title={emptyTitle}
          description="Novos simulados aparecem aqui assim que forem publicados."
        />
      }
    >
      {(list) => (
        <CardGrid label={label} minCardWidth={300}>
          {list.map((discursive) => (
            <li key={discursive.id}>
              <DiscursiveCard discursive={discursive} />
            </li>
          ))}
        </CardGrid>
      )}
    </QueryView>
  );
}
