import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePlatform, type StrategicTrailDetail } from 'shared-contracts';
import { Button } from 'shared-design-system';
import { ContentSkeleton, PageSection, QueryView } from 'shared-design-system/area';
import {
  changeTrail,
  logTrailEvent,
  trailDetailQuery,
  TRAILS_KEY,
  type TrailChange,
} from '../api/trails-api';

const EVENTS: Record<TrailChange['kind'], (change: TrailChange) => string> = {
  trail: (change) => (change.kind === 'trail' && change.done ? 'trail_done' : 'trail_not_done'),
  class: (change) => (change.kind === 'class' && change.done ? 'class_done' : 'class_not_done'),
  'my-trails': () => 'added_to_my_trails',
};

/**
 * A trail's classes with their done marks, the trail's own done mark and the way into my trails; each change
 * is logged as an event of the trail.
 */
export function TrailClasses({ trailId }: { trailId: number }) {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  const detailQuery = trailDetailQuery(platform, trailId);
  const detail = useQuery(detailQuery);
  const change = useMutation({
    mutationFn: (next: TrailChange) => changeTrail(platform, trailId, next),
    onSuccess: (trail: StrategicTrailDetail, next) => {
      queryClient.setQueryData(detailQuery.queryKey, trail);
      // my trails, the catalogue's done marks and the trail's own line change with it
      void queryClient.invalidateQueries({
        queryKey: TRAILS_KEY,
        predicate: (query) => query.queryKey[2] !== 'detail',
      });
      void logTrailEvent(platform, {
        trail_id: trailId,
        ...(next.kind === 'class' ? { class_id: next.classId } : {}),
        event: EVENTS[next.kind](next),
      });
    },
  });

  return (
    <PageSection title="Aulas">
      <QueryView
        query={detail}
        errorMessage="Não foi possível carregar as aulas desta trilha."
        skeleton={<ContentSkeleton shape="list" count={3} label="Carregando aulas" />}
      >
        {(trail) => {
          const done = trail.classes.filter((entry) => entry.done).length;
          return (
            <>
              <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm })}>
                {trail.in_my_trails ? (
                  <p css={{ margin: 0 }}>Esta trilha está em Minhas trilhas.</p>
                ) : (
                  <Button
                    loading={change.isPending && change.variables.kind === 'my-trails'}
                    onClick={() => change.mutate({ kind: 'my-trails' })}
                  >
                    Adicionar a Minhas trilhas
                  </Button>
                )}
                <Button
                  variant="secondary"
                  loading={change.isPending && change.variables.kind === 'trail'}
                  onClick={() => change.mutate({ kind: 'trail', done: !trail.done })}
                >
                  {trail.done ? 'Marcar trilha como não concluída' : 'Marcar trilha como concluída'}
                </Button>
              </div>
              {change.isError && (
                <p role="alert" css={{ margin: 0 }}>
                  Não foi possível salvar a alteração. Tente novamente.
                </p>
              )}
              <p css={{ margin: 0 }}>
                {trail.done ? 'Trilha concluída' : 'Trilha não concluída'} · {done} de {trail.classes.length}{' '}
                aulas concluídas
              </p>
              <ol aria-label="Aulas da trilha" css={{ margin: 0, paddingLeft: '1.25rem' }}>
                {trail.classes.map((entry) => (
                  <li key={entry.id} css={{ marginBottom: '0.5rem' }}>
                    {entry.title} · {entry.done ? 'Concluída' : 'Não concluída'}{' '}
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => change.mutate({ kind: 'class', classId: entry.id, done: !entry.done })}
                    >
                      {entry.done
                        ? `Marcar "${entry.title}" como não concluída`
                        : `Marcar "${entry.title}" como concluída`}
                    </Button>
                  </li>
                ))}
              </ol>
            </>
          );
        }}
      </QueryView>
    </PageSection>
  );
}
