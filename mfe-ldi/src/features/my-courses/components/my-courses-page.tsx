import { Link } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { Button, Card, EmptyState, ProgressBar, Skeleton, SkeletonGroup } from 'shared-design-system';
import { LDI_PATH } from '../../../constants';
import { useRemoteData } from '../../../lib/use-remote-data';
import { getMyCourses } from '../api/get-my-courses';
import { AreaPage, CardGrid, LoadError } from 'shared-design-system/area';

/** /todos-os-cursos: the student's courses as cards opening the document reader. */
export function MyCoursesPage() {
  const platform = usePlatform();
  const courses = useRemoteData((signal) => getMyCourses(platform, signal), [platform]);
  return (
    <AreaPage title="Meus cursos">
      {courses.status === 'loading' && (
        <SkeletonGroup label="Carregando seus cursos">
          <Skeleton height={140} shape="rect" />
          <Skeleton height={140} shape="rect" />
        </SkeletonGroup>
      )}
      {courses.status === 'error' && (
        <LoadError message="Não foi possível carregar seus cursos." onRetry={courses.retry} />
      )}
      {courses.status === 'success' && courses.data.length === 0 && (
        <EmptyState
          title="Você ainda não tem cursos"
          description="Conheça os cursos disponíveis e comece a estudar."
          action={<Button href="/cursos">Ver cursos</Button>}
        />
      )}
      {courses.status === 'success' && courses.data.length > 0 && (
        <CardGrid label="Meus cursos">
          {courses.data.map((course) => (
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
                <ProgressBar label={`Progresso em ${course.title}`} value={course.progress} showValue />
              </Card>
            </li>
          ))}
        </CardGrid>
      )}
    </AreaPage>
  );
}
