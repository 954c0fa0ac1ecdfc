import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePlatform, type LdiCourse } from 'shared-contracts';
import { Button } from 'shared-design-system';
import { queriesChangedBy, setCourseInList } from '../api/course-lists';
import { CourseHitList } from './course-hit-list';

/** What a card says of a course already in the student's list. */
export const IN_MY_COURSES = 'Em Meus cursos';
export const ADD_TO_MY_COURSES = 'Adicionar a Meus cursos';

/**
 * A course of the catalogue not yet in the student's list: one button adds it (POST /v3/courses/my-courses),
 * then every list of courses is asked again (the card then says 'Em Meus cursos').
 */
function AddToMyCourses({ course }: { course: LdiCourse }) {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: () => setCourseInList(platform, 'my-courses', course, true),
    onSuccess: () =>
      Promise.all(
        queriesChangedBy('my-courses').map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
  return (
    <>
      <Button
        size="sm"
        loading={add.isPending}
        // the visible words first, then whose they are (several cards, one name each: WCAG 2.5.3)
        aria-label={`${ADD_TO_MY_COURSES}: ${course.title}`}
        onClick={() => add.mutate()}
      >
        {ADD_TO_MY_COURSES}
      </Button>
      {add.isError && (
        <p role="alert" css={{ margin: 0 }}>
          Não foi possível adicionar o curso a Meus cursos. Tente novamente.
        </p>
      )}
    </>
  );
}

/**
 * Courses of the catalogue (featured, by category, all, a product's), each opening its course page and saying
 * whether it is in the student's list, or adding it there.
 */
export function CatalogueCourseList({
  courses,
  label,
  headingLevel = 3,
}: {
  courses: readonly LdiCourse[];
  label: string;
  headingLevel?: 2 | 3;
}) {
  return (
    <CourseHitList
      courses={courses}
      label={label}
      headingLevel={headingLevel}
      actions={(course) =>
        course.is_my_course ? (
          <p css={(theme) => ({ margin: 0, fontWeight: 600, color: theme.colors.success })}>
            {IN_MY_COURSES}
          </p>
        ) : (
          <AddToMyCourses course={course} />
        )
      }
    />
  );
}
