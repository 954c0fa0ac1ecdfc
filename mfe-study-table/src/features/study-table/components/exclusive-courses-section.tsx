import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts';
import { Card } from 'shared-design-system';
import { CardGrid, PageSection, QueryView } from 'shared-design-system/area';
import { COURSE_PATH } from '../../../constants';
import { CardTitleLink } from '../../../lib/card-title-link';
import { exclusiveCoursesQuery } from '../api/get-exclusive-courses';

/**
 * 'Cursos exclusivos' of the student's plan. Hidden while loading, when there are none and when the
 * call fails (the service answers null, spec 2 §8): it is a bonus, never a broken box.
 */
export function ExclusiveCoursesSection({ controls }: { controls?: ReactNode }) {
  const { http } = usePlatform();
  const courses = useQuery(exclusiveCoursesQuery(http));
  return (
    <QueryView
      deferFirstAnswer
      query={courses}
      errorMessage="Não foi possível carregar os cursos exclusivos."
      skeleton={<></>}
      isEmpty={(data) => data === null || data.length === 0}
    >
      {(data) => (
        <PageSection title="Cursos exclusivos" actions={controls}>
          <CardGrid label="Cursos exclusivos">
            {data?.map((course) => (
              <li key={course.id}>
                <Card
                  title={
                    <CardTitleLink href={`${COURSE_PATH}/${encodeURIComponent(course.slug)}`}>
                      {course.title}
                    </CardTitleLink>
                  }
                >
                  <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm })}>{course.description}</p>
                  {course.teachers.length > 0 && (
                    <p
                      css={(theme) => ({
                        margin: 0,
                        fontSize: theme.fontSizes.sm,
                        color: theme.colors.textMuted,
                      })}
                    >
                      {course.teachers.map((teacher) => teacher.name).join(', ')}
                    </p>
                  )}
                </Card>
              </li>
            ))}
          </CardGrid>
        </PageSection>
      )}
    </QueryView>
  );
}
