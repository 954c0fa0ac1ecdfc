import { Link } from 'react-router-dom';
import { MarkedClassList } from '../../../lib/marked-catalog/marked-class-list';
import { isSaving, type MarkedChangeMutation } from '../../../lib/marked-catalog/use-marked-change';
import type { TutoringClass } from '../api/tutoring-types';
import { CLASS_PARAM } from '../constants';

/** A tutoring's classes in order: each opens on the page (a link) and has its done mark (a button). */
export function TutoringClasses({
  classes,
  openId,
  change,
}: {
  classes: readonly TutoringClass[];
  openId: number | undefined;
  change: MarkedChangeMutation;
}) {
  return (
    <MarkedClassList
      label="Aulas"
      classes={classes}
      empty={<p css={{ margin: 0 }}>Nenhuma aula publicada ainda.</p>}
      title={(entry) => (
        <Link
          to={{ search: `?${new URLSearchParams({ [CLASS_PARAM]: String(entry.id) })}` }}
          aria-current={entry.id === openId ? 'true' : undefined}
        >
          {entry.title}
        </Link>
      )}
      when={(entry) => entry.scheduled_at}
      isSaving={(entry) => isSaving(change, (next) => next.kind === 'class' && next.classId === entry.id)}
      onToggle={(entry) => change.mutate({ kind: 'class', classId: entry.id, done: !entry.done })}
    />
  );
}
