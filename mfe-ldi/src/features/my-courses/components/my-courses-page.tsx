import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { Button, Card, ProgressBar } from 'shared-design-system';
import { AreaPage, CardGrid, ContentSkeleton, QueryView } from 'shared-design-system/area';
import { LDI_PATH } from '../../../constants';
import { myCoursesQuery } from '../api/get-my-courses';

/**
 * /todos-os-cursos: the student's courses as cards opening the document reader (a plain link: the reader's
 * data is never kept, spec 1 §2, so there is nothing to prefetch).
 */
export function MyCoursesPage() {
  const platform = usePlatform();
  const courses = useQuery(myCoursesQuery(platform));
  return (
    <AreaPage title="Meus cursos">
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
        {(list) => (
          <CardGrid label="Meus cursos">
            {list.map((course) => (
              <li key={course.id}>
                <Card
                  headingLevel={2}
                  title={
                    <Link
                      to={`${LDI_PATH}/${course.slug}`}
                      css={(theme) => ({ color: theme.colors.primary })}
                    >
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
      </QueryView>
    </AreaPage>
  );
}
