import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { CUSTOM_COURSES_PER_PAGE, usePlatform } from 'shared-contracts';
import { Breadcrumb, Card, EmptyState } from 'shared-design-system';
import {
  AreaPage,
  CardList,
  ContentSkeleton,
  pageParam,
  Pager,
  QueryView,
  usePageHref,
  usePagePastEnd,
  useUrlParams,
} from 'shared-design-system/area';
import { CUSTOM_LDI_PATH, MY_COURSES_PATH } from '../../../constants';
import { customCoursesQuery } from '../api/get-custom-courses';
import { PAGE_PARAM } from '../../../lib/marked-catalog/page-param';

const TITLE = 'Cursos personalizados';

/** The last page of `total` custom courses: the first one when there are none. */
const lastPageOf = (total: number) => Math.max(1, Math.ceil(total / CUSTOM_COURSES_PER_PAGE));

/**
 * /todos-os-cursos/personalizados?pagina=: the student's custom courses, 20 a page, each opening its reader; a
 * page past the last one goes back to the first.
 */
export function CustomCoursesPage() {
  const platform = usePlatform();
  const [params] = useUrlParams();
  const page = pageParam(params.get(PAGE_PARAM));
  const hrefOf = usePageHref(PAGE_PARAM);
  const courses = useQuery(customCoursesQuery(platform, page));
  const pastEnd = usePagePastEnd(page, courses.data && lastPageOf(courses.data.total), PAGE_PARAM);
  const skeleton = <ContentSkeleton shape="list" count={3} label="Carregando cursos personalizados" />;
  return (
    <AreaPage
      title={TITLE}
      breadcrumb={
        <Breadcrumb segments={[{ label: 'Meus cursos', href: MY_COURSES_PATH }, { label: TITLE }]} />
      }
    >
      {pastEnd ? (
        skeleton
      ) : (
        <QueryView
          query={courses}
          errorMessage="Não foi possível carregar seus cursos personalizados."
          skeleton={skeleton}
          isEmpty={(data) => data.data.length === 0}
          empty={
            <EmptyState
              title="Você ainda não tem cursos personalizados"
              description="Os cursos montados para você aparecem aqui."
            />
          }
        >
          {(data) => (
            <>
              <CardList label={TITLE}>
                {data.data.map((course) => (
                  <li key={course.id}>
                    <Card
                      headingLevel={2}
                      title={
                        <Link
                          to={`${CUSTOM_LDI_PATH}/${course.slug}`}
                          css={(theme) => ({ color: theme.colors.primary })}
                        >
                          {course.title}
                        </Link>
                      }
                    >
                      <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm })}>
                        {course.description}
                      </p>
                    </Card>
                  </li>
                ))}
              </CardList>
              <Pager
                page={page}
                lastPage={lastPageOf(data.total)}
                label="Páginas de cursos personalizados"
                hrefOf={hrefOf}
              />
            </>
          )}
        </QueryView>
      )}
    </AreaPage>
  );
}
