import { usePlatform } from 'shared-contracts';
import { Card } from 'shared-design-system';
import { useRemoteData } from '../../../lib/use-remote-data';
import { getExclusiveCourses } from '../api/get-exclusive-courses';
import { CardGrid, PageSection } from 'shared-design-system/area';

/** Where an exclusive course opens (the ldi area). */
export const COURSE_PATH = '/todos-os-cursos';

/**
 * 'Cursos exclusivos' of the student's plan. Hidden while loading, when there are none and when the
 * call fails (the service answers null, spec 2 §8): it is a bonus, never a broken box.
 */
export function ExclusiveCoursesSection() {
  const platform = usePlatform();
  const courses = useRemoteData((signal) => getExclusiveCourses(platform, signal), [platform]);
  if (courses.status !== 'success' || courses.data === null || courses.data.length === 0) return null;
  return (
    <PageSection title="Cursos exclusivos">
      <CardGrid label="Cursos exclusivos">
        {courses.data.map((course) => (
          <li key={course.id}>
            <Card
              title={
                <a href={`${COURSE_PATH}/${course.slug}`} css={(theme) => ({ color: theme.colors.primary })}>
                  {course.title}
                </a>
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
  );
}
