import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
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
import { courseShelfQuery } from '../api/get-course-shelf';
import { PAGE_PARAM } from '../../../lib/marked-catalog/page-param';
import { CourseHitList } from './course-hit-list';

/**
 * /todos-os-cursos/estante/{id} and /todos-os-cursos/estante/{id}/{type}: one shelf of courses (search v2),
 * only the courses the student has access to (the shelf search forces onlyHasAccess); a page past the last one
 * goes back to the first.
 */
export function CourseShelfPage() {
  const platform = usePlatform();
  const { id = '', type } = useParams();
  const [params] = useUrlParams();
  const page = pageParam(params.get(PAGE_PARAM));
  const hrefOf = usePageHref(PAGE_PARAM);
  const shelf = useQuery(courseShelfQuery(platform, id, type, page));
  const pastEnd = usePagePastEnd(page, shelf.data?.pagination.last_page, PAGE_PARAM);
  const title = shelf.data?.data.title ?? 'Estante';
  const skeleton = <ContentSkeleton shape="list" count={3} label="Carregando estante" />;
  return (
    <AreaPage
      title={title}
      breadcrumb={
        <Breadcrumb segments={[{ label: 'Meus cursos', href: MY_COURSES_PATH }, { label: title }]} />
      }
    >
      {pastEnd ? (
        skeleton
      ) : (
        <QueryView
          query={shelf}
          errorMessage="Não foi possível carregar esta estante."
          skeleton={skeleton}
          isEmpty={(data) => data.data.items.length === 0}
          empty={
            <EmptyState
              title="Nenhum curso seu nesta estante"
              description="Os cursos que você tem aparecem aqui."
            />
          }
        >
          {(data) => (
            <>
              <CourseHitList courses={data.data.items} label={`Cursos de ${data.data.title}`} />
              <Pager
                page={page}
                lastPage={data.pagination.last_page}
                label="Páginas da estante"
                hrefOf={hrefOf}
              />
            </>
          )}
        </QueryView>
      )}
    </AreaPage>
  );
}
