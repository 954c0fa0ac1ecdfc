import { useQuery } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts';
import { Breadcrumb, EmptyState } from 'shared-design-system';
import {
  AreaPage,
  ContentSkeleton,
  pageParam,
  Pager,
  QueryView,
  usePageHref,
  usePagePastEnd,
  useUrlParams,
} from 'shared-design-system/area';
import { MY_COURSES_PATH } from '../../../constants';
import { myCoursesSearchQuery } from '../api/search-my-courses';
import { PAGE_PARAM } from '../../../lib/marked-catalog/page-param';
import { CourseHitList } from './course-hit-list';
import { MyCoursesSearchForm, TERM_PARAM } from './my-courses-search-form';

const TITLE = 'Resultados da busca';

/** The courses found, 10 a page; a page past the last one goes back to the first. */
function Results({ term, page }: { term: string; page: number }) {
  const platform = usePlatform();
  const hrefOf = usePageHref(PAGE_PARAM);
  const results = useQuery(myCoursesSearchQuery(platform, term, page));
  const skeleton = <ContentSkeleton shape="list" count={3} label="Buscando em seus cursos" />;
  const pastEnd = usePagePastEnd(page, results.data?.pagination.last_page, PAGE_PARAM);
  if (pastEnd) return skeleton;
  return (
    <QueryView
      query={results}
      errorMessage="Não foi possível buscar em seus cursos."
      skeleton={skeleton}
      isEmpty={(data) => data.data.length === 0}
      empty={
        <EmptyState
          title={`Nenhum curso encontrado para "${term}"`}
          description="Tente outro termo de busca."
        />
      }
    >
      {(data) => (
        <>
          <CourseHitList courses={data.data} label={`Cursos encontrados para "${term}"`} />
          <Pager
            page={page}
            lastPage={data.pagination.last_page}
            label="Páginas de resultados"
            hrefOf={hrefOf}
          />
        </>
      )}
    </QueryView>
  );
}

/**
 * /todos-os-cursos/resultado-pesquisa?q=&pagina=: the student's courses found by search v2 (my-courses
 * aggregated), always loaded fresh (spec 1 §2).
 */
export function MyCoursesSearchPage() {
  const [params] = useUrlParams();
  const term = params.get(TERM_PARAM)?.trim() ?? '';
  const page = pageParam(params.get(PAGE_PARAM));
  return (
    <AreaPage
      title={TITLE}
      breadcrumb={
        <Breadcrumb segments={[{ label: 'Meus cursos', href: MY_COURSES_PATH }, { label: TITLE }]} />
      }
    >
      <MyCoursesSearchForm key={term} initial={term} />
      {term === '' ? (
        <p css={{ margin: 0 }}>Digite um termo para buscar em seus cursos.</p>
      ) : (
        <Results term={term} page={page} />
      )}
    </AreaPage>
  );
}
