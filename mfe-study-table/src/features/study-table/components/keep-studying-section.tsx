import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { usePlatform, type KeepStudyingCourse, type KeepStudyingUpsert } from 'shared-contracts';
import { Button, Card, ProgressBar } from 'shared-design-system';
import { CardList, ContentSkeleton, PageSection, QueryView } from 'shared-design-system/area';
import { COURSE_PATH } from '../../../constants';
import { ASKED_BY_THE_PAGE } from '../../../lib/asked-with-the-page';
import { CardTitleLink } from '../../../lib/card-title-link';
import {
  KEEP_STUDYING_KEY,
  keepStudyingQuery,
  removeKeepStudying,
  upsertKeepStudying,
} from '../api/get-keep-studying';

type Change = { kind: 'upsert'; body: KeepStudyingUpsert } | { kind: 'remove'; courseId: number };

/** Writes to 'Continue estudando' (add, update, hide, show, remove); the list is refreshed after each. */
export function useKeepStudyingChange() {
  const { http } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: Change): Promise<unknown> =>
      change.kind === 'remove'
        ? removeKeepStudying(http, change.courseId)
        : upsertKeepStudying(http, change.body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEEP_STUDYING_KEY }),
  });
}

function KeepStudyingCard({ course }: { course: KeepStudyingCourse }) {
  const change = useKeepStudyingChange();
  const busy = change.isPending;
  const actions = course.hidden ? (
    <Button
      size="sm"
      variant="secondary"
      aria-label={`Mostrar ${course.title}`}
      disabled={busy}
      onClick={() => change.mutate({ kind: 'upsert', body: { course_id: course.id, hidden: false } })}
    >
      Mostrar
    </Button>
  ) : (
    <>
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Mover para o início: ${course.title}`}
        disabled={busy}
        onClick={() => change.mutate({ kind: 'upsert', body: { course_id: course.id } })}
      >
        Mover para o início
      </Button>
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Ocultar ${course.title}`}
        disabled={busy}
        onClick={() => change.mutate({ kind: 'upsert', body: { course_id: course.id, hidden: true } })}
      >
        Ocultar
      </Button>
    </>
  );
  return (
    <Card
      title={
        <CardTitleLink href={`${COURSE_PATH}/${encodeURIComponent(course.slug)}`}>
          {course.title}
        </CardTitleLink>
      }
      actions={
        <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.xs })}>
          {actions}
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Remover ${course.title} de Continue estudando`}
            disabled={busy}
            onClick={() => change.mutate({ kind: 'remove', courseId: course.id })}
          >
            Remover
          </Button>
          {change.isError && (
            <p
              role="alert"
              css={(theme) => ({ margin: 0, color: theme.colors.error, fontSize: theme.fontSizes.sm })}
            >
              Não foi possível atualizar Continue estudando. Tente novamente.
            </p>
          )}
        </div>
      }
    >
      <ProgressBar label={`Progresso em ${course.title}`} value={course.progress} showValue />
    </Card>
  );
}

/** 'Continue estudando': the courses the student started, with hide, show, update and remove. */
export function KeepStudyingSection({ controls }: { controls?: ReactNode }) {
  const { http } = usePlatform();
  const courses = useQuery({ ...keepStudyingQuery(http), ...ASKED_BY_THE_PAGE });
  const [showHidden, setShowHidden] = useState(false);
  const hiddenCount = courses.data?.filter((course) => course.hidden).length ?? 0;
  return (
    <PageSection title="Continue estudando" actions={controls}>
      <QueryView
        deferFirstAnswer
        query={courses}
        errorMessage="Não foi possível carregar os cursos em que você parou."
        skeleton={
          <ContentSkeleton shape="cards" count={2} itemHeight={110} label="Carregando Continue estudando" />
        }
      >
        {(data) => {
          const shown = data.filter((course) => showHidden || !course.hidden);
          return (
            <>
              {shown.length === 0 ? (
                <p css={{ margin: 0 }}>Nenhum curso em andamento. Comece um curso recomendado abaixo.</p>
              ) : (
                <CardList label="Continue estudando">
                  {shown.map((course) => (
                    <li key={course.id}>
                      <KeepStudyingCard course={course} />
                    </li>
                  ))}
                </CardList>
              )}
              {hiddenCount > 0 && (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-pressed={showHidden}
                  onClick={() => setShowHidden((value) => !value)}
                >
                  {showHidden ? 'Esconder cursos ocultos' : `Mostrar cursos ocultos (${hiddenCount})`}
                </Button>
              )}
            </>
          );
        }}
      </QueryView>
    </PageSection>
  );
}
