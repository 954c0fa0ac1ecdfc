import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { Breadcrumb } from 'shared-design-system';
import { AreaPage, ContentSkeleton, isNotFoundError, QueryView } from 'shared-design-system/area';
import { LDI_PATH, MY_COURSES_PATH } from '../../../constants';
import { AreaItemNotFound, COURSE_NOT_FOUND } from '../../../lib/area-item-not-found';
import { courseQuery } from '../api/get-my-courses';

/** /todos-os-cursos/{slug}: one course of the student, with the way into its learning document. */
export function CoursePage() {
  const platform = usePlatform();
  const { slug = '' } = useParams();
  const course = useQuery(courseQuery(platform, slug));
  if (course.data === undefined && course.isError && isNotFoundError(course.error))
    return <AreaItemNotFound {...COURSE_NOT_FOUND} />;

  const title = course.data?.title ?? 'Curso';
  return (
    <AreaPage
      title={title}
      breadcrumb={
        <Breadcrumb segments={[{ label: 'Meus cursos', href: MY_COURSES_PATH }, { label: title }]} />
      }
    >
      <QueryView
        query={course}
        errorMessage="Não foi possível carregar este curso."
        skeleton={<ContentSkeleton shape="text" count={3} label="Carregando curso" />}
      >
        {(data) => (
          <>
            <p css={{ margin: 0 }}>{data.description}</p>
            <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>
              {data.teachers.map((teacher) => teacher.name).join(', ')} · {data.chapters_count} capítulos
            </p>
            <Link
              to={`${LDI_PATH}/${data.slug}`}
              css={(theme) => ({ color: theme.colors.primary, fontWeight: 600 })}
            >
              Abrir o livro digital
            </Link>
          </>
        )}
      </QueryView>
    </AreaPage>
  );
}
