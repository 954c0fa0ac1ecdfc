import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { usePlatform, type RecommendedCourse } from 'shared-contracts';
import { Button, Card } from 'shared-design-system';
import { CardList, ContentSkeleton, PageSection, QueryView } from 'shared-design-system/area';
import { COURSE_PATH } from '../../../constants';
import { ASKED_BY_THE_PAGE } from '../../../lib/asked-with-the-page';
import { CardTitleLink } from '../../../lib/card-title-link';
import { keepStudyingQuery } from '../api/get-keep-studying';
import { recommendedCoursesQuery } from '../api/get-recommended-courses';
import { useKeepStudyingChange } from './keep-studying-section';

/**
 * `started`: whether the course is already in the student's Continue estudando; null while that list is
 * still on its way. The card shows at once (issue 12: the page asks for the recommendations early), but its
 * button waits for the list, so that a course already started is never offered to be added again.
 */
function RecommendedCourseCard({ course, started }: { course: RecommendedCourse; started: boolean | null }) {
  const add = useKeepStudyingChange();
  return (
    <Card
      title={
        <CardTitleLink href={`${COURSE_PATH}/${encodeURIComponent(course.slug)}`}>
          {course.title}
        </CardTitleLink>
      }
      actions={
        <>
          <Button
            size="sm"
            variant="secondary"
            disabled={started === true}
            loading={add.isPending || started === null}
            aria-label={
              started
                ? `${course.title} já está em Continue estudando`
                : `Adicionar a Continue estudando: ${course.title}`
            }
            onClick={() => add.mutate({ kind: 'upsert', body: { course_id: course.id } })}
          >
            {started ? 'Em Continue estudando' : 'Adicionar a Continue estudando'}
          </Button>
          {add.isError && (
            <p
              role="alert"
              css={(theme) => ({ margin: 0, color: theme.colors.error, fontSize: theme.fontSizes.sm })}
            >
              Não foi possível adicionar o curso. Tente novamente.
            </p>
          )}
        </>
      }
    >
      <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm })}>{course.description}</p>
    </Card>
  );
}

/** 'Cursos recomendados' for the student's goal (at most 3; nothing on failure, spec 2 §8). */
export function RecommendedCoursesSection({
  goalId,
  controls,
}: {
  goalId: number | null;
  controls?: ReactNode;
}) {
  const { http } = usePlatform();
  const courses = useQuery({ ...recommendedCoursesQuery(http, goalId ?? 0), enabled: goalId !== null });
  const started = useQuery({ ...keepStudyingQuery(http), ...ASKED_BY_THE_PAGE });
  const startedIds = new Set(started.data?.map((course) => course.id));
  // a failed list leaves every course offered (adding one already there is harmless); a pending one, none yet
  const isStarted = (id: number) => (started.isPending ? null : startedIds.has(id));
  return (
    <PageSection title="Cursos recomendados" actions={controls}>
      {goalId === null ? (
        <p css={{ margin: 0 }}>Escolha um objetivo para receber recomendações de cursos.</p>
      ) : (
        <QueryView
          deferFirstAnswer
          query={courses}
          errorMessage="Não foi possível carregar os cursos recomendados."
          skeleton={
            <ContentSkeleton
              shape="cards"
              count={2}
              itemHeight={110}
              label="Carregando cursos recomendados"
            />
          }
          isEmpty={(data) => data.length === 0}
          empty={<p css={{ margin: 0 }}>Nenhuma recomendação para o seu objetivo no momento.</p>}
        >
          {(data) => (
            <CardList label="Cursos recomendados">
              {data.map((course) => (
                <li key={course.id}>
                  <RecommendedCourseCard course={course} started={isStarted(course.id)} />
                </li>
              ))}
            </CardList>
          )}
        </QueryView>
      )}
    </PageSection>
  );
}
