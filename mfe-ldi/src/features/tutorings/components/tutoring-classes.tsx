import { Link } from 'react-router-dom';
import { Button } from 'shared-design-system';
import { formatDateTime } from 'shared-design-system/area';
import type { TutoringClass } from '../api/tutoring-types';
import { CLASS_PARAM } from '../constants';
import { isSaving, type TutoringChangeMutation } from '../hooks/use-tutoring-change';

/** The label of the button that switches a class's done mark. */
export function classMarkLabel(entry: TutoringClass): string {
  return entry.done ? `Marcar "${entry.title}" como não concluída` : `Marcar "${entry.title}" como concluída`;
}

/** A tutoring's classes in order: each opens on the page (a link) and has its done mark (a button). */
export function TutoringClasses({
  classes,
  openId,
  change,
}: {
  classes: readonly TutoringClass[];
  openId: number | undefined;
  change: TutoringChangeMutation;
}) {
  if (classes.length === 0) return <p css={{ margin: 0 }}>Nenhuma aula publicada ainda.</p>;
  return (
    <ol aria-label="Aulas" css={{ margin: 0, paddingLeft: '1.25rem' }}>
      {classes.map((entry) => (
        <li key={entry.id} css={{ marginBottom: '0.5rem' }}>
          <Link
            to={{ search: `?${new URLSearchParams({ [CLASS_PARAM]: String(entry.id) })}` }}
            aria-current={entry.id === openId ? 'true' : undefined}
          >
            {entry.title}
          </Link>
          {entry.scheduled_at && ` · ${formatDateTime(entry.scheduled_at)}`} ·{' '}
          {entry.done ? 'Concluída' : 'Não concluída'}{' '}
          <Button
            variant="ghost"
            size="sm"
            loading={isSaving(change, (next) => next.kind === 'class' && next.classId === entry.id)}
            onClick={() => change.mutate({ kind: 'class', classId: entry.id, done: !entry.done })}
          >
            {classMarkLabel(entry)}
          </Button>
        </li>
      ))}
    </ol>
  );
}
