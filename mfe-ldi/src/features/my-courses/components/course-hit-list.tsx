import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card } from 'shared-design-system';
import { CardList } from 'shared-design-system/area';
import { MY_COURSES_PATH } from '../../../constants';

/** What a course card of a search or a shelf shows. */
export interface CourseHitEntry {
  id: number;
  slug: string;
  title: string;
  description: string;
  teachers: { name: string }[];
}

/** Courses found (search, shelf, category, the catalogue), one under the other, each opening its course page. */
export function CourseHitList<T extends CourseHitEntry>({
  courses,
  label,
  headingLevel = 2,
  actions,
}: {
  courses: readonly T[];
  label: string;
  /** 3 inside a page section */
  headingLevel?: 2 | 3;
  /** what a card offers for its course (the catalogue: in my list, or add it) */
  actions?: (course: T) => ReactNode;
}) {
  return (
    <CardList label={label}>
      {courses.map((course) => (
        <li key={course.id}>
          <Card
            headingLevel={headingLevel}
            title={
              <Link
                to={`${MY_COURSES_PATH}/${course.slug}`}
                css={(theme) => ({ color: theme.colors.primary })}
              >
                {course.title}
              </Link>
            }
            actions={actions?.(course)}
          >
            <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm })}>{course.description}</p>
            <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
              {course.teachers.map((teacher) => teacher.name).join(', ')}
            </p>
          </Card>
        </li>
      ))}
    </CardList>
  );
}
