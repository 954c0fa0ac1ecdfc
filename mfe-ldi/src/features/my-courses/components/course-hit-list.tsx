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

/** Courses found (search, shelf, category), one under the other, each opening its course page. */
export function CourseHitList({
  courses,
  label,
  headingLevel = 2,
}: {
  courses: readonly CourseHitEntry[];
  label: string;
  /** 3 inside a page section */
  headingLevel?: 2 | 3;
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

/** A page number from the address (?pagina=), 1 when absent or not a positive integer. */
export function pageParam(value: string | null): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : 1;
}

/** The search parameter of the page number. */
export const PAGE_PARAM = 'pagina';
