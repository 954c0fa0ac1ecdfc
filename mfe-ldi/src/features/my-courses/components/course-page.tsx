import { Link, useParams } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { Breadcrumb, Skeleton, SkeletonGroup } from 'shared-design-system';
import { LDI_PATH, MY_COURSES_PATH } from '../../../constants';
import { AreaItemNotFound, COURSE_NOT_FOUND } from '../../../lib/area-item-not-found';
import { useRemoteData } from '../../../lib/use-remote-data';
import { getCourseBySlug } from '../api/get-my-courses';
import { AreaPage, isNotFoundError, LoadError } from 'shared-design-system/area';

/** /todos-os-cursos/{slug}: one course of the student, with the way into its learning document. */
export function CoursePage() {
  const platform = usePlatform();
  const { slug = '' } = useParams();
  const course = useRemoteData((signal) => getCourseBySlug(platform, slug, signal), [platform, slug]);
  if (course.status === 'error' && isNotFoundError(course.error))
    return <AreaItemNotFound {...COURSE_NOT_FOUND} />;

  const title = course.status === 'success' ? course.data.title : 'Curso';
  return (
    <AreaPage
      title={title}
      breadcrumb={
        <Breadcrumb segments={[{ label: 'Meus cursos', href: MY_COURSES_PATH }, { label: title }]} />
      }
    >
      {course.status === 'loading' && (
        <SkeletonGroup label="Carregando curso">
          <Skeleton height={96} shape="rect" />
        </SkeletonGroup>
      )}
      {course.status === 'error' && (
        <LoadError message="Não foi possível carregar este curso." onRetry={course.retry} />
      )}
      {course.status === 'success' && (
        <>
          <p css={{ margin: 0 }}>{course.data.description}</p>
          <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>
            {course.data.teachers.map((teacher) => teacher.name).join(', ')} · {course.data.chapters_count}{' '}
            capítulos
          </p>
          <Link
            to={`${LDI_PATH}/${course.data.slug}`}
            css={(theme) => ({ color: theme.colors.primary, fontWeight: 600 })}
          >
            Abrir o livro digital
          </Link>
        </>
      )}
    </AreaPage>
  );
}
