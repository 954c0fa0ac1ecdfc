import { useQuery } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts';
import { ContentSkeleton, formatDateTime, QueryView } from 'shared-design-system/area';
import type { TutoringDetail, TutoringEventRecord } from '../api/tutoring-types';
import { tutoringHistoryQuery } from '../api/tutorings-api';

/** What each logged event says; `lesson` is the class's title. */
const EVENT_TEXTS: Readonly<Record<string, (lesson: string) => string>> = {
  tutoring_opened: () => 'Acessou este conteúdo',
  tutoring_done: () => 'Marcou como concluído',
  tutoring_not_done: () => 'Marcou como não concluído',
  class_opened: (lesson) => `Abriu a aula "${lesson}"`,
  class_done: (lesson) => `Concluiu a aula "${lesson}"`,
  class_not_done: (lesson) => `Marcou a aula "${lesson}" como não concluída`,
  added_to_my_tutorings: () => 'Adicionou à minha lista',
  removed_from_my_tutorings: () => 'Removeu da minha lista',
};

function describe(record: TutoringEventRecord, tutoring: TutoringDetail): string {
  const lesson = tutoring.classes.find((entry) => entry.id === record.class_id)?.title ?? 'sem título';
  return EVENT_TEXTS[record.event]?.(lesson) ?? 'Atividade registrada';
}

/** The student's latest events in a tutoring (event logs), newest first. */
export function TutoringHistory({ tutoring }: { tutoring: TutoringDetail }) {
  const platform = usePlatform();
  const history = useQuery(tutoringHistoryQuery(platform, tutoring.id));
  return (
    <QueryView
      query={history}
      errorMessage="Não foi possível carregar o seu histórico."
      skeleton={<ContentSkeleton shape="list" count={3} label="Carregando histórico" />}
      empty={<p css={{ margin: 0 }}>Nenhuma atividade registrada ainda.</p>}
    >
      {(records) => (
        <ol aria-label="Histórico" css={{ margin: 0, paddingLeft: '1.25rem' }}>
          {records.map((record, index) => (
            <li key={`${record.created_at}-${index}`}>
              {describe(record, tutoring)} ·{' '}
              <time dateTime={record.created_at}>{formatDateTime(record.created_at)}</time>
            </li>
          ))}
        </ol>
      )}
    </QueryView>
  );
}
