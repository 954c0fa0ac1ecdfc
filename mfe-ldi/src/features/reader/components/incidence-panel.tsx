import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts';
import { ContentSkeleton, QueryView, useUrlParams } from 'shared-design-system/area';
import { INCIDENCE_GOAL_PARAM } from '../../../constants';
import { incidenceAccessQuery, incidencesQuery, userGoalsQuery } from '../api/incidences';
import { useReaderDocument } from '../state/reader-context';

function GoalIncidences({ goalId }: { goalId: number }) {
  const platform = usePlatform();
  const ref = useReaderDocument();
  const access = useQuery(incidenceAccessQuery(platform, goalId));
  const incidences = useQuery({
    ...incidencesQuery(platform, ref.courseId, goalId),
    enabled: access.data === true,
  });
  // a check that failed is said so (with a retry), not taken for an access the student does not have
  return (
    <QueryView
      query={access}
      errorMessage="Não foi possível verificar seu acesso à incidência."
      skeleton={<ContentSkeleton shape="text" count={2} label="Verificando acesso" />}
    >
      {(allowed) =>
        allowed ? (
          <QueryView
            query={incidences}
            errorMessage="Não foi possível carregar a incidência."
            skeleton={<ContentSkeleton shape="text" count={3} label="Carregando incidência" />}
            isEmpty={(list) => list.length === 0}
            empty={<p css={{ margin: 0 }}>Sem dados de incidência para este objetivo.</p>}
          >
            {(list) => (
              <ul aria-label="Incidência nas provas" css={{ margin: 0 }}>
                {list.map((entry, index) => (
                  <li key={`${entry.classification_name}-${index}`}>
                    {entry.classification_name || 'Sem assunto'}: {entry.percentage}% de incidência
                    {entry.tiers.length > 0 ? ` · ${entry.tiers.join(', ')}` : ''}
                  </li>
                ))}
              </ul>
            )}
          </QueryView>
        ) : (
          <p css={{ margin: 0 }}>A incidência deste curso não está disponível para o seu objetivo.</p>
        )
      }
    </QueryView>
  );
}

/**
 * The incidence mode: how much the course's subjects fall in the exams of one of the student's goals. The goal
 * chosen lives in the address (?objetivo=), so a reload or a sign-in round trip measures against it again; one
 * the student does not have (an old or edited link) opens the first goal and is never asked.
 */
export function IncidencePanel() {
  const platform = usePlatform();
  const goals = useQuery(userGoalsQuery(platform));
  const selectId = useId();
  const [params, update] = useUrlParams();
  const asked = params.get(INCIDENCE_GOAL_PARAM);
  return (
    <QueryView
      query={goals}
      errorMessage="Não foi possível carregar seus objetivos."
      skeleton={<ContentSkeleton shape="text" count={1} label="Carregando objetivos" />}
      isEmpty={(list) => list.length === 0}
      empty={<p css={{ margin: 0 }}>Adicione um objetivo para ver a incidência deste curso nas provas.</p>}
    >
      {(list) => {
        const goalId = (list.find((goal) => String(goal.id) === asked) ?? list[0])?.id ?? null;
        return (
          <div css={(theme) => ({ display: 'grid', gap: theme.space.sm })}>
            <label htmlFor={selectId}>Objetivo</label>
            <select
              id={selectId}
              value={goalId ?? ''}
              onChange={(event) => update({ [INCIDENCE_GOAL_PARAM]: event.target.value })}
              css={{ font: 'inherit', maxWidth: 400 }}
            >
              {list.map((goal) => (
                <option key={goal.id} value={goal.id}>
                  {goal.name}
                </option>
              ))}
            </select>
            {goalId !== null && <GoalIncidences goalId={goalId} />}
          </div>
        );
      }}
    </QueryView>
  );
}
