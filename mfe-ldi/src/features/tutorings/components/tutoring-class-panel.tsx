import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { Button } from 'shared-design-system';
import { ContentSkeleton, formatDateTime, PageSection, QueryView, safeHref } from 'shared-design-system/area';
import { isSaving, type MarkedChangeMutation } from '../../../lib/marked-catalog/use-marked-change';
import { useMarkedLog } from '../../../lib/marked-catalog/use-marked-log';
import type { TutoringClass } from '../api/tutoring-types';
import { tutoringClassQuery, tutoringsApi } from '../api/tutorings-api';

/**
 * The class opened from the list (?aula={id}): when it meets, what it is about and its recording once held.
 * Its done mark comes from the tutoring (`entry`), which every change answers at once.
 */
export function TutoringClassPanel({
  tutoringId,
  entry,
  change,
}: {
  tutoringId: number;
  entry: TutoringClass;
  change: MarkedChangeMutation;
}) {
  const platform = usePlatform();
  const detail = useQuery(tutoringClassQuery(platform, entry.id));
  const log = useMarkedLog(tutoringsApi);
  useEffect(() => {
    void log(tutoringId, 'class_opened', entry.id);
  }, [log, tutoringId, entry.id]);

  return (
    <PageSection title={entry.title} actions={<Link to={{ search: '' }}>Fechar aula</Link>}>
      <QueryView
        query={detail}
        errorMessage="Não foi possível carregar esta aula."
        skeleton={<ContentSkeleton shape="text" count={2} label="Carregando aula" />}
      >
        {(lesson) => {
          const recording = safeHref(lesson.recording_url ?? undefined);
          return (
            <>
              <p css={{ margin: 0 }}>
                {lesson.scheduled_at
                  ? `Encontro em ${formatDateTime(lesson.scheduled_at)}`
                  : 'Encontro sem data marcada'}
              </p>
              <p css={{ margin: 0 }}>{lesson.description}</p>
              {recording ? (
                <p css={{ margin: 0 }}>
                  <a href={recording} target="_blank" rel="noopener noreferrer">
                    Assistir à gravação (abre em nova aba)
                  </a>
                </p>
              ) : (
                <p css={{ margin: 0 }}>A gravação fica disponível depois do encontro.</p>
              )}
            </>
          );
        }}
      </QueryView>
      <div
        css={(theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.sm })}
      >
        <span>{entry.done ? 'Aula concluída' : 'Aula não concluída'}</span>
        <Button
          variant="secondary"
          size="sm"
          loading={isSaving(change, (next) => next.kind === 'class' && next.classId === entry.id)}
          onClick={() => change.mutate({ kind: 'class', classId: entry.id, done: !entry.done })}
        >
          {entry.done ? 'Marcar esta aula como não concluída' : 'Marcar esta aula como concluída'}
        </Button>
      </div>
    </PageSection>
  );
}
