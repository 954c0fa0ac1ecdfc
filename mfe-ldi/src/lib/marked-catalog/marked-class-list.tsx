import type { ReactNode } from 'react';
import { Button } from 'shared-design-system';
import { formatDateTime } from 'shared-design-system/area';
import type { MarkedClass } from './create-marked-catalog-api';

/** The label of the button that switches a class's done mark. */
export function classMarkLabel(entry: MarkedClass): string {
  return entry.done ? `Marcar "${entry.title}" como não concluída` : `Marcar "${entry.title}" como concluída`;
}

/** '{concluídas} de {total} aulas concluídas' after the entry's own state ('Trilha não concluída'). */
export function classesDoneSummary(state: string, classes: readonly MarkedClass[]): string {
  const done = classes.filter((entry) => entry.done).length;
  return `${state} · ${done} de ${classes.length} aulas concluídas`;
}

/**
 * An entry's classes in order, each with when it meets (`when`, when it has a date), its done mark and the button
 * that switches it. `title` draws a class's title (a link, say); `isSaving` says which class is being saved.
 */
export function MarkedClassList<C extends MarkedClass>({
  label,
  classes,
  onToggle,
  when,
  title = (entry) => entry.title,
  isSaving,
  empty,
}: {
  label: string;
  classes: readonly C[];
  onToggle: (entry: C) => void;
  when?: (entry: C) => string | null;
  title?: (entry: C) => ReactNode;
  isSaving?: (entry: C) => boolean;
  /** said instead of an empty list */
  empty?: ReactNode;
}) {
  if (classes.length === 0 && empty !== undefined) return <>{empty}</>;
  return (
    <ol aria-label={label} css={{ margin: 0, paddingLeft: '1.25rem' }}>
      {classes.map((entry) => {
        const date = when?.(entry);
        return (
          <li key={entry.id} css={{ marginBottom: '0.5rem' }}>
            {title(entry)}
            {date ? ` · ${formatDateTime(date)}` : ''} · {entry.done ? 'Concluída' : 'Não concluída'}{' '}
            <Button variant="ghost" size="sm" loading={isSaving?.(entry)} onClick={() => onToggle(entry)}>
              {classMarkLabel(entry)}
            </Button>
          </li>
        );
      })}
    </ol>
  );
}
