import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { usePlatform } from 'shared-contracts';
import { ContentSkeleton, formatDate, formatNumber, PageSection, QueryView } from 'shared-design-system/area';
import { GOALS_PATH } from '../../../constants';
import { goalDetailsQuery } from '../../goals/api/get-favorite-goals';

/** 'Seu objetivo': the details of the student's goal, or a way to choose one. */
export function GoalSection({ goalId, controls }: { goalId: number | null; controls?: ReactNode }) {
  const { http } = usePlatform();
  const details = useQuery({ ...goalDetailsQuery(http, goalId ?? 0), enabled: goalId !== null });
  return (
    <PageSection title="Seu objetivo" actions={controls}>
      {goalId === null ? (
        <p css={{ margin: 0 }}>
          Você ainda não escolheu um objetivo. <a href={GOALS_PATH}>Escolher objetivo</a>
        </p>
      ) : (
        <QueryView
          deferFirstAnswer
          query={details}
          errorMessage="Não foi possível carregar o seu objetivo."
          skeleton={<ContentSkeleton shape="text" count={2} label="Carregando seu objetivo" />}
        >
          {(goal) => (
            <div css={(theme) => ({ display: 'grid', gap: theme.space.xs })}>
              <p css={(theme) => ({ margin: 0, fontWeight: 700, fontSize: theme.fontSizes.lg })}>
                {goal.name}
              </p>
              <p css={{ margin: 0 }}>{goal.description}</p>
              <dl
                css={(theme) => ({
                  margin: 0,
                  display: 'grid',
                  gridTemplateColumns: 'auto 1fr',
                  gap: theme.space.xs,
                })}
              >
                <dt>Cursos</dt>
                <dd css={{ margin: 0 }}>{formatNumber(goal.courses_count)}</dd>
                <dt>Questões</dt>
                <dd css={{ margin: 0 }}>{formatNumber(goal.questions_count)}</dd>
                {goal.exam_date && (
                  <>
                    <dt>Prova</dt>
                    <dd css={{ margin: 0 }}>
                      <time dateTime={goal.exam_date}>{formatDate(goal.exam_date)}</time>
                    </dd>
                  </>
                )}
              </dl>
              <a href={`${GOALS_PATH}/${goal.id}`}>Ver objetivo</a>
            </div>
          )}
        </QueryView>
      )}
    </PageSection>
  );
}
