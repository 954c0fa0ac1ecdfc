import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { Breadcrumb } from 'shared-design-system';
import {
  AreaNotFoundPage,
  AreaPage,
  ContentSkeleton,
  isNotFoundError,
  QueryView,
} from 'shared-design-system/area';
import { LDI_PATH, MY_COURSES_PATH } from '../../../constants';
import { logCourseEvent } from '../api/course-marks';
import { courseQuery } from '../api/get-my-courses';
import { CourseClasses } from './course-classes';
import { CourseForum } from './course-forum';
import { CourseListActions } from './course-list-actions';

/** The event logged when the student opens a course's page. */
export const COURSE_OPENED_EVENT = 'course_opened';

/**
 * /todos-os-cursos/{slug}: one course of the student: the way into its learning document, its place in the
 * student's lists, its classes and videos with done marks, progress and estimated durations, and its forum.
 * Each part loads on its own, so a failing call degrades only that part.
 */
export function CoursePage() {
  const platform = usePlatform();
  const { slug = '' } = useParams();
  const course = useQuery(courseQuery(platform, slug));
  const courseId = course.data?.id;
  useEffect(() => {
    if (courseId !== undefined)
      void logCourseEvent(platform, { course_id: courseId, event: COURSE_OPENED_EVENT });
  }, [platform, courseId]);
  if (course.data === undefined && course.isError && isNotFoundError(course.error))
    return <AreaNotFoundPage />;

  const title = course.data?.title ?? 'Curso';
  return (
    <AreaPage
      title={title}
      breadcrumb={
        <Breadcrumb segments={[{ label: 'Meus cursos', href: MY_COURSES_PATH }, { label: title }]} />
      }
      actions={course.data ? <CourseListActions course={course.data} /> : undefined}
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
            <CourseClasses courseId={data.id} />
            <CourseForum course={data} />
          </>
        )}
      </QueryView>
    </AreaPage>
  );
}
