import { useQuery } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts';
import { Button, EmptyState, Input } from 'shared-design-system';
import {
  ContentSkeleton,
  FilterChecks,
  pageParam,
  Pager,
  pluralize,
  QueryView,
  type UrlParamsUpdate,
  usePagePastEnd,
  useSearchDraft,
  useUrlParams,
} from 'shared-design-system/area';
import { MY_COURSES_PATH } from '../../../constants';
import { allCoursesQuery } from '../api/get-all-courses';
import { userClassificationsQuery } from '../api/get-user-classifications';
import { searchCoursesQuery } from '../api/search-courses';
import { CatalogueCourseList } from './catalogue-course-list';
import { PAGE_PARAM } from '../../../lib/marked-catalog/page-param';
import { CourseHitList } from './course-hit-list';

/** The address keeps the catalogue's search term and categories, so a course opened from it comes back to it. */
export const CATALOGUE_TERM_PARAM = 'busca';
export const CATALOGUE_CATEGORY_PARAM = 'categoria';

type Update = (change: UrlParamsUpdate) => void;

/**
 * The catalogue's search (GET /bff/courses/search-service): a labelled field and its button. What is typed
 * and not searched yet is the student's draft, one per search shown (`initial`; useSearchDraft), so a reload
 * or a sign-in round trip keeps it; it is forgotten once searched.
 */
function CatalogueSearchForm({ initial, onSearch }: { initial: string; onSearch: (term: string) => void }) {
  const [term, setTerm, clearTerm] = useSearchDraft('ldi:catalogue-search', initial);
  return (
    <form
      role="search"
      aria-label="Buscar no catálogo"
      onSubmit={(event) => {
        event.preventDefault();
        clearTerm();
        onSearch(term.trim());
      }}
      css={(theme) => ({ display: 'flex', gap: theme.space.sm, alignItems: 'flex-end', flexWrap: 'wrap' })}
    >
      <Input
        type="search"
        label="Buscar no catálogo"
        name={CATALOGUE_TERM_PARAM}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
      />
      <Button type="submit">Buscar cursos</Button>
    </form>
  );
}

/** The courses of the whole catalogue found by the term, 10 a page; a page past the last goes to the first. */
function CatalogueSearchResults({
  term,
  page,
  hrefOf,
  onClear,
}: {
  term: string;
  page: number;
  hrefOf: (page: number) => string;
  onClear: () => void;
}) {
  const platform = usePlatform();
  const results = useQuery(searchCoursesQuery(platform, term, page));
  const pastEnd = usePagePastEnd(page, results.data?.pagination.last_page, PAGE_PARAM);
  const skeleton = <ContentSkeleton shape="list" count={3} label="Buscando no catálogo" />;
  return (
    <>
      <div
        css={(theme) => ({ display: 'flex', gap: theme.space.sm, alignItems: 'center', flexWrap: 'wrap' })}
      >
        <p role="status" css={{ margin: 0 }}>
          {results.data
            ? `${pluralize(results.data.pagination.total, 'curso encontrado', 'cursos encontrados')} para "${term}"`
            : ''}
        </p>
        <Button variant="ghost" size="sm" onClick={onClear}>
          Limpar busca
        </Button>
      </div>
      {pastEnd ? (
        skeleton
      ) : (
        <QueryView
          query={results}
          errorMessage="Não foi possível buscar no catálogo."
          skeleton={skeleton}
          isEmpty={(data) => data.data.length === 0}
          empty={
            <EmptyState
              title={`Nenhum curso encontrado para "${term}"`}
              description="Tente outro termo ou apague a busca para ver o catálogo."
            />
          }
        >
          {(data) => (
            <>
              <CourseHitList courses={data.data} label={`Cursos do catálogo para "${term}"`} />
              <Pager
                page={page}
                lastPage={data.pagination.last_page}
                label="Páginas da busca no catálogo"
                hrefOf={hrefOf}
              />
            </>
          )}
        </QueryView>
      )}
    </>
  );
}

/** The categories to narrow the catalogue by; if they cannot be loaded only this filter says so. */
function CategoryFilter({ chosen, update }: { chosen: readonly string[]; update: Update }) {
  const platform = usePlatform();
  const categories = useQuery(userClassificationsQuery(platform));
  return (
    <QueryView
      query={categories}
      errorMessage="Não foi possível carregar as categorias do catálogo."
      skeleton={null}
      isEmpty={(list) => list.length === 0}
    >
      {(list) => (
        <FilterChecks
          legend="Categorias"
          options={list.map((category) => ({ key: String(category.id), label: category.name }))}
          value={Object.fromEntries(chosen.map((id) => [id, true]))}
          onChange={(value) =>
            update({
              [CATALOGUE_CATEGORY_PARAM]: Object.entries(value).flatMap(([id, on]) => (on ? [id] : [])),
              [PAGE_PARAM]: null,
            })
          }
        />
      )}
    </QueryView>
  );
}

/** Every course of the catalogue, in the chosen categories, 45 a page; a page past the last goes to the first. */
function AllCoursesList({
  chosen,
  page,
  hrefOf,
}: {
  chosen: readonly string[];
  page: number;
  hrefOf: (page: number) => string;
}) {
  const platform = usePlatform();
  const catalogue = useQuery(allCoursesQuery(platform, chosen, page));
  const skeleton = <ContentSkeleton shape="list" count={3} label="Carregando o catálogo" />;
  const pastEnd = usePagePastEnd(page, catalogue.data?.pagination.last_page, PAGE_PARAM);
  if (pastEnd) return skeleton;
  return (
    <QueryView
      query={catalogue}
      errorMessage="Não foi possível carregar o catálogo de cursos."
      skeleton={skeleton}
      isEmpty={(data) => data.data.length === 0}
      empty={
        <EmptyState
          title={chosen.length > 0 ? 'Nenhum curso nestas categorias' : 'Nenhum curso publicado'}
          description={
            chosen.length > 0
              ? 'Escolha outras categorias para ver mais cursos.'
              : 'Os cursos aparecem aqui assim que forem publicados.'
          }
        />
      }
    >
      {(data) => (
        <>
          <CatalogueCourseList courses={data.data} label="Catálogo de cursos" headingLevel={2} />
          <Pager
            page={page}
            lastPage={data.pagination.last_page}
            label="Páginas do catálogo"
            hrefOf={hrefOf}
          />
        </>
      )}
    </QueryView>
  );
}

/**
 * The 'Catálogo completo' tab of /todos-os-cursos: every course of the catalogue (45 a page), narrowed by
 * the student's catalogue categories, or the courses a search of the whole catalogue found. The term, the
 * categories and the page live in the address.
 */
export function AllCoursesCatalogue() {
  const [params, updateParams] = useUrlParams();
  const term = params.get(CATALOGUE_TERM_PARAM)?.trim() ?? '';
  const chosen = params.getAll(CATALOGUE_CATEGORY_PARAM);
  const page = pageParam(params.get(PAGE_PARAM));
  // each search and each category chosen is a history entry: back returns to the catalogue as it was
  const update: Update = (change) => updateParams(change, { push: true });
  const hrefOf = (target: number) => {
    const next = new URLSearchParams(params);
    next.set(PAGE_PARAM, String(target));
    return `${MY_COURSES_PATH}?${next}`;
  };
  const search = (value: string) => update({ [CATALOGUE_TERM_PARAM]: value, [PAGE_PARAM]: null });

  return (
    <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.md })}>
      <CatalogueSearchForm key={term} initial={term} onSearch={search} />
      {term === '' ? (
        <>
          <CategoryFilter chosen={chosen} update={update} />
          <AllCoursesList chosen={chosen} page={page} hrefOf={hrefOf} />
        </>
      ) : (
        <CatalogueSearchResults term={term} page={page} hrefOf={hrefOf} onClear={() => search('')} />
      )}
    </div>
  );
}
