import { FIRST_FRAMES } from 'shared-contracts/first-frames';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePlatform, type MyCourse } from 'shared-contracts';
import { Button, Card, ProgressBar, Tabs, type TabItem } from 'shared-design-system';
import {
  AreaPage,
  CardGrid,
  ContentSkeleton,
  QueryView,
  useUrlParams,
  type UrlParamsUpdate,
} from 'shared-design-system/area';
import { LDI_PATH, MY_COURSES_PATH } from '../../../constants';
import { courseClassificationsQuery } from '../api/get-course-classifications';
import { courseShelvesQuery } from '../api/get-course-shelf';
import { customCoursesQuery } from '../api/get-custom-courses';
import { favoriteCoursesQuery } from '../api/get-favorite-courses';
import { myCoursesQuery } from '../api/get-my-courses';
import { myCoursesTabsQuery } from '../api/get-my-courses-tabs';
import { CATEGORIES_PATH } from './course-category-page';
import { CourseHitList } from './course-hit-list';
import { CourseFigureLines, useCourseListFigures } from './course-list-figures';
import { AllCoursesCatalogue } from './all-courses-catalogue';
import { CatalogueByCategory } from './catalogue-by-category';
import { FeaturedCourses } from './featured-courses';
import { MyCoursesSearchForm } from './my-courses-search-form';
import { PRODUCT_PARAM, productParam, ProductCourses } from './product-courses';

const linkStyle = { textDecoration: 'underline' } as const;

/**
 * The cards of the student's courses, each with the figures of the list's own lookups (progress, time spent,
 * estimated duration, 'Concluído'); a failed lookup leaves only its figure out. The progress bar shows the
 * courses-progress percentage when it came, the list's own otherwise.
 */
function MyCourseCards({ list }: { list: MyCourse[] }) {
  const figuresOf = useCourseListFigures(list.map((course) => course.id));
  return (
    <CardGrid label="Meus cursos">
      {list.map((course) => {
        const figures = figuresOf(course.id);
        return (
          <li key={course.id}>
            <Card
              headingLevel={2}
              title={
                <Link to={`${LDI_PATH}/${course.slug}`} css={(theme) => ({ color: theme.colors.primary })}>
                  {course.title}
                </Link>
              }
            >
              <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm })}>{course.description}</p>
              <p
                css={(theme) => ({
                  margin: 0,
                  fontSize: theme.fontSizes.sm,
                  color: theme.colors.textMuted,
                })}
              >
                {course.teachers.map((teacher) => teacher.name).join(', ')} · {course.chapters_count}{' '}
                capítulos
              </p>
              <ProgressBar
                label={`Progresso em ${course.title}`}
                value={figures.percentage ?? course.progress}
                showValue
              />
              <CourseFigureLines figures={figures} />
              <Link to={`${MY_COURSES_PATH}/${course.slug}`} css={linkStyle}>
                {`Aulas e marcações de ${course.title}`}
              </Link>
            </Card>
          </li>
        );
      })}
    </CardGrid>
  );
}

/** The student's courses as cards opening the document reader (the reader's data is never kept, spec 1 §2). */
function MyCoursesGrid() {
  const platform = usePlatform();
  const courses = useQuery(myCoursesQuery(platform));
  return (
    <QueryView
      query={courses}
      errorMessage="Não foi possível carregar seus cursos."
      skeleton={<ContentSkeleton shape="cards" count={2} itemHeight={140} label="Carregando seus cursos" />}
      empty={{
        title: 'Você ainda não tem cursos',
        description: 'Conheça os cursos disponíveis e comece a estudar.',
        action: <Button href="/cursos">Ver cursos</Button>,
      }}
    >
      {(list) => <MyCourseCards list={list} />}
    </QueryView>
  );
}

function FavoriteCourses() {
  const platform = usePlatform();
  const favorites = useQuery(favoriteCoursesQuery(platform));
  return (
    <QueryView
      query={favorites}
      errorMessage="Não foi possível carregar seus favoritos."
      skeleton={<ContentSkeleton shape="list" count={2} label="Carregando favoritos" />}
      empty={{ title: 'Nenhum curso favorito', description: 'Favorite um curso na página dele.' }}
    >
      {(list) => <CourseHitList courses={list} label="Cursos favoritos" />}
    </QueryView>
  );
}

function CustomCoursesPreview() {
  const platform = usePlatform();
  const custom = useQuery(customCoursesQuery(platform, 1));
  return (
    <>
      <QueryView
        query={custom}
        errorMessage="Não foi possível carregar seus cursos personalizados."
        skeleton={<ContentSkeleton shape="list" count={2} label="Carregando cursos personalizados" />}
        isEmpty={(data) => data.data.length === 0}
        empty={{ title: 'Você ainda não tem cursos personalizados', description: '' }}
      >
        {(data) => (
          <ul css={{ margin: 0 }}>
            {data.data.map((course) => (
              <li key={course.id}>
                <Link to={`/ldi-personalizado/${course.slug}`}>{course.title}</Link>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <Link to={`${MY_COURSES_PATH}/personalizados`} css={linkStyle}>
        Ver todos os cursos personalizados
      </Link>
    </>
  );
}

const TAB_CONTENT: Record<string, () => ReactNode> = {
  'meus-cursos': () => <MyCoursesGrid />,
  favoritos: () => <FavoriteCourses />,
  personalizados: () => <CustomCoursesPreview />,
};

/** The tab of the student's courses when the server's tabs cannot be had (no count to show). */
const MY_COURSES_TAB: TabItem = { id: 'meus-cursos', label: 'Meus cursos', content: <MyCoursesGrid /> };

/**
 * The catalogue's tabs after the student's lists: the highlights (GET /v3/courses/featured), the catalogue
 * by category (GET /bff/courses/catalog-categorized) and the whole catalogue (GET /v3/courses/catalog, its
 * search and categories). A tab's calls are made when it is opened.
 */
const CATALOGUE_TABS: readonly TabItem[] = [
  { id: 'destaques', label: 'Destaques', content: <FeaturedCourses /> },
  { id: 'por-categoria', label: 'Catálogo por categoria', content: <CatalogueByCategory /> },
  { id: 'catalogo', label: 'Catálogo completo', content: <AllCoursesCatalogue /> },
];

/** The address parameter of the open tab (/todos-os-cursos?aba=destaques), so coming back reopens it. */
export const TAB_PARAM = 'aba';

/** Categories and shelves as ways into the catalogue; each hides itself when it cannot be loaded. */
function CatalogueLinks() {
  const platform = usePlatform();
  const categories = useQuery(courseClassificationsQuery(platform));
  const shelves = useQuery(courseShelvesQuery(platform));
  const list = (label: string, links: { key: string; to: string; text: string }[]) =>
    links.length === 0 ? null : (
      <nav aria-label={label}>
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
          {links.map((link) => (
            <li key={link.key}>
              <Link to={link.to} css={linkStyle}>
                {link.text}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    );
  return (
    <>
      {list(
        'Categorias',
        (categories.data ?? []).map((category) => ({
          key: String(category.id),
          to: `${CATEGORIES_PATH}/${category.slug}`,
          text: category.name,
        })),
      )}
      {list(
        'Estantes',
        (shelves.data ?? []).map((shelf) => ({
          key: shelf.id,
          to: `${MY_COURSES_PATH}/estante/${encodeURIComponent(shelf.id)}/${encodeURIComponent(shelf.type)}`,
          text: shelf.title,
        })),
      )}
    </>
  );
}

/**
 * /todos-os-cursos: the student's lists as tabs (GET /bff/courses/my-courses/tabs: my courses, favourites,
 * custom courses) followed by the catalogue's tabs (highlights, by category, all courses), the search of my
 * courses, the categories and shelves and, for /todos-os-cursos?produto={id}, the courses of that product.
 * When the student's tabs cannot be loaded their courses still show, in a tab of their own.
 */
export function MyCoursesPage() {
  const platform = usePlatform();
  const [params, update] = useUrlParams();
  const tabs = useQuery(myCoursesTabsQuery(platform));
  const productId = productParam(params.get(PRODUCT_PARAM));
  const listTabs: TabItem[] = (tabs.data ?? []).flatMap((tab) => {
    const content = TAB_CONTENT[tab.id];
    return content ? [{ id: tab.id, label: `${tab.title} (${tab.count})`, content: content() }] : [];
  });
  const items = [...(listTabs.length > 0 ? listTabs : [MY_COURSES_TAB]), ...CATALOGUE_TABS];
  const asked = params.get(TAB_PARAM);
  const selected = items.find((tab) => tab.id === asked)?.id ?? items[0]!.id;
  const select = (id: string) => {
    // the catalogue's term, categories and page belong to its tab; the product stays
    const change: UrlParamsUpdate = { [TAB_PARAM]: id, [PRODUCT_PARAM]: params.get(PRODUCT_PARAM) };
    for (const key of params.keys()) if (!(key in change)) change[key] = null;
    update(change);
  };
  return (
    <AreaPage title={FIRST_FRAMES['/todos-os-cursos'].title} intro={<MyCoursesSearchForm />}>
      {productId !== null && <ProductCourses productId={productId} />}
      <CatalogueLinks />
      {/* the course list mounts once: in its tab with the count, or in its own tab when the tabs failed (a
          list shown while the tabs load and then moved into another tab would drop its request half-way and
          ask again) */}
      {tabs.isPending ? (
        <ContentSkeleton shape="cards" count={2} itemHeight={140} label="Carregando seus cursos" />
      ) : (
        <Tabs tabs={items} label="Listas de cursos" selectedId={selected} onChange={select} />
      )}
    </AreaPage>
  );
}
