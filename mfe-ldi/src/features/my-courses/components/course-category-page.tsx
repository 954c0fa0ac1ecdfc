import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { Breadcrumb, EmptyState } from 'shared-design-system';
import {
  AreaPage,
  ContentSkeleton,
  pageParam,
  Pager,
  PageSection,
  QueryView,
  usePageHref,
  usePagePastEnd,
  useUrlParams,
} from 'shared-design-system/area';
import { MY_COURSES_PATH } from '../../../constants';
import { courseCatalogQuery } from '../api/get-course-catalog';
import { courseClassificationsQuery } from '../api/get-course-classifications';
import { PAGE_PARAM } from '../../../lib/marked-catalog/page-param';
import { CourseHitList } from './course-hit-list';

export const CATEGORIES_PATH = `${MY_COURSES_PATH}/categorias`;

/**
 * /todos-os-cursos/categorias/{name} and /todos-os-cursos/categorias/{name}/{id}: the student's courses of a
 * category (and sub-category), 45 a page. If the categories cannot be loaded, only their list says so and the
 * courses of the sub-category in the address still show (the category id is then unknown, an empty id the
 * catalogue query drops). A page past the last one goes back to the first.
 */
export function CourseCategoryPage() {
  const platform = usePlatform();
  const { name = '', id } = useParams();
  const [params] = useUrlParams();
  const page = pageParam(params.get(PAGE_PARAM));
  const hrefOf = usePageHref(PAGE_PARAM);
  const classifications = useQuery(courseClassificationsQuery(platform));
  const category = classifications.data?.find((entry) => entry.slug === name);
  const sub = category?.children.find((child) => String(child.id) === id);
  const waiting = classifications.isPending;
  const catalog = useQuery({
    ...courseCatalogQuery(platform, [category?.id, id], page),
    enabled: !waiting,
  });
  const pastEnd = usePagePastEnd(page, catalog.data?.pagination.last_page, PAGE_PARAM);
  const coursesSkeleton = <ContentSkeleton shape="list" count={3} label="Carregando cursos" />;

  const title = sub?.name ?? category?.name ?? 'Categoria';
  const segments = [
    { label: 'Meus cursos', href: MY_COURSES_PATH },
    ...(sub && category ? [{ label: category.name, href: `${CATEGORIES_PATH}/${category.slug}` }] : []),
    { label: title },
  ];
  return (
    <AreaPage title={title} breadcrumb={<Breadcrumb segments={segments} />}>
      <PageSection title="Subcategorias">
        <QueryView
          query={classifications}
          errorMessage="Não foi possível carregar as categorias."
          skeleton={<ContentSkeleton shape="text" count={1} label="Carregando categorias" />}
          isEmpty={() => !category || category.children.length === 0}
          empty={<p css={{ margin: 0 }}>Nenhuma subcategoria.</p>}
        >
          {() => (
            <nav aria-label="Subcategorias">
              <ul
                css={(theme) => ({
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: theme.space.md,
                  listStyle: 'none',
                  margin: 0,
                  padding: 0,
                })}
              >
                {category?.children.map((child) => (
                  <li key={child.id}>
                    <Link
                      to={`${CATEGORIES_PATH}/${category.slug}/${child.id}`}
                      aria-current={child === sub ? 'page' : undefined}
                      css={(theme) => ({ color: theme.colors.primary })}
                    >
                      {child.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </QueryView>
      </PageSection>
      <PageSection title="Cursos">
        {pastEnd ? (
          coursesSkeleton
        ) : (
          <QueryView
            query={catalog}
            errorMessage="Não foi possível carregar os cursos desta categoria."
            skeleton={coursesSkeleton}
            isEmpty={(data) => data.data.length === 0}
            empty={
              <EmptyState title="Nenhum curso seu nesta categoria" description="Escolha outra categoria." />
            }
          >
            {(data) => (
              <>
                <CourseHitList courses={data.data} label={`Cursos de ${title}`} headingLevel={3} />
                <Pager
                  page={page}
                  lastPage={data.pagination.last_page}
                  label="Páginas de cursos"
                  hrefOf={hrefOf}
                />
              </>
            )}
          </QueryView>
        )}
      </PageSection>
    </AreaPage>
  );
}
