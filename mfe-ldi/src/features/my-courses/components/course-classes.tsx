import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePlatform, type CourseDetail, type CourseEventLog } from 'shared-contracts';
import { Button, ProgressBar } from 'shared-design-system';
import {
  ContentSkeleton,
  formatClock,
  formatHoursMinutes,
  PageSection,
  QueryView,
} from 'shared-design-system/area';
import { logCourseEvent, setClassDone, setCourseDone, setVideoDone } from '../api/course-marks';
import { courseDetailQuery, courseEstimateQuery } from '../api/get-course-detail';
import { MY_COURSES_KEY } from '../api/get-my-courses';

type Mark =
  | { kind: 'course'; done: boolean }
  | { kind: 'class'; classId: number; done: boolean }
  | { kind: 'video'; classId: number; videoId: number };

const EVENTS: Record<Mark['kind'], (done: boolean) => string> = {
  course: (done) => (done ? 'course_done' : 'course_not_done'),
  class: (done) => (done ? 'class_done' : 'class_not_done'),
  video: () => 'video_done',
};

/**
 * The course's classes and videos with their done marks, the course's own done mark, its progress and the
 * estimated study time (course and each class). Each mark is logged as an event of the course.
 */
export function CourseClasses({ courseId }: { courseId: number }) {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  const detailQuery = courseDetailQuery(platform, courseId);
  const detail = useQuery(detailQuery);
  const estimate = useQuery(courseEstimateQuery(platform, courseId));
  const mark = useMutation({
    mutationFn: (change: Mark): Promise<CourseDetail> => {
      if (change.kind === 'course') return setCourseDone(platform, courseId, change.done);
      if (change.kind === 'class') return setClassDone(platform, courseId, change.classId, change.done);
      return setVideoDone(platform, courseId, change.classId, change.videoId);
    },
    onSuccess: (next, change) => {
      queryClient.setQueryData(detailQuery.queryKey, next);
      // what a mark changes: the course itself (asked again past caches, spec 2 §9, its answer on screen
      // meanwhile) and the progress and completion the lists of courses show
      for (const queryKey of [
        detailQuery.queryKey,
        [...MY_COURSES_KEY, 'list'],
        [...MY_COURSES_KEY, 'catalog'],
        [...MY_COURSES_KEY, 'courses-progress'],
        [...MY_COURSES_KEY, 'completed-documents'],
      ])
        void queryClient.invalidateQueries({ queryKey });
      const event: CourseEventLog = {
        course_id: courseId,
        ...(change.kind === 'course' ? {} : { class_id: change.classId }),
        event: EVENTS[change.kind](change.kind === 'video' || change.done),
      };
      void logCourseEvent(platform, event);
    },
  });
  const classSeconds = (classId: number) =>
    estimate.data?.chapters.find((chapter) => chapter.chapter_id === classId)?.seconds;

  return (
    <PageSection title="Aulas">
      <QueryView
        query={detail}
        errorMessage="Não foi possível carregar as aulas deste curso."
        skeleton={<ContentSkeleton shape="list" count={3} label="Carregando aulas" />}
      >
        {(course) => (
          <>
            <ProgressBar label="Progresso no curso" value={course.progress} showValue />
            {estimate.data && (
              <p css={{ margin: 0 }}>
                Duração estimada do curso: {formatHoursMinutes(estimate.data.seconds)}
              </p>
            )}
            <p css={{ margin: 0 }}>{course.done ? 'Curso concluído' : 'Curso não concluído'}</p>
            <div>
              <Button
                variant={course.done ? 'secondary' : 'primary'}
                loading={mark.isPending && mark.variables.kind === 'course'}
                onClick={() => mark.mutate({ kind: 'course', done: !course.done })}
              >
                {course.done ? 'Marcar curso como não concluído' : 'Marcar curso como concluído'}
              </Button>
            </div>
            {mark.isError && (
              <p role="alert" css={{ margin: 0 }}>
                Não foi possível salvar a marcação. Tente novamente.
              </p>
            )}
            <ol aria-label="Aulas do curso" css={{ margin: 0, paddingLeft: '1.25rem' }}>
              {course.classes.map((entry) => {
                const seconds = classSeconds(entry.id);
                return (
                  <li key={entry.id} aria-labelledby={`aula-${entry.id}`} css={{ marginBottom: '1rem' }}>
                    <h3 id={`aula-${entry.id}`} css={{ margin: 0 }}>
                      {entry.title}
                    </h3>
                    <p css={{ margin: 0 }}>
                      {entry.done ? 'Aula concluída' : 'Aula não concluída'}
                      {seconds === undefined ? '' : ` · Duração estimada: ${formatHoursMinutes(seconds)}`}
                    </p>
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => mark.mutate({ kind: 'class', classId: entry.id, done: !entry.done })}
                    >
                      {entry.done
                        ? `Marcar "${entry.title}" como não concluída`
                        : `Marcar "${entry.title}" como concluída`}
                    </Button>
                    {entry.videos.length > 0 && (
                      <ul aria-label={`Vídeos de ${entry.title}`} css={{ margin: 0 }}>
                        {entry.videos.map((video) => (
                          <li key={video.id}>
                            {video.title} ({formatClock(video.duration)}){' '}
                            {video.done ? (
                              <span>· Assistido</span>
                            ) : (
                              <Button
                                variant="ghost"
                                size="sm"
                                onClick={() =>
                                  mark.mutate({ kind: 'video', classId: entry.id, videoId: video.id })
                                }
                              >
                                {`Marcar vídeo "${video.title}" como assistido`}
                              </Button>
                            )}
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                );
              })}
            </ol>
          </>
        )}
      </QueryView>
    </PageSection>
  );
}
