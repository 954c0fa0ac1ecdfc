import { pluralize } from 'shared-design-system/area';
import { TUTORINGS_PATH } from '../../../constants';
import { EntryCards, type EntryListProps } from '../../../lib/marked-catalog/entry-cards';
import type { TutoringEntry } from '../api/tutoring-types';
import { tutoringsApi } from '../api/tutorings-api';

/**
 * 'Policial · Renato Borelli · 12 aulas · Concluído': a tutoring's facts in one line (without the done mark
 * where the page says it apart).
 */
export function tutoringFacts(tutoring: TutoringEntry, { withDone = true } = {}): string {
  return [
    tutoring.classification,
    tutoring.teachers.map((teacher) => teacher.name).join(', '),
    pluralize(tutoring.classes_count, 'aula', 'aulas'),
    withDone && tutoring.done ? 'Concluído' : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Tutorings as cards opening each one. */
export function TutoringList(props: EntryListProps<TutoringEntry>) {
  return (
    <EntryCards
      {...props}
      path={TUTORINGS_PATH}
      bySlug={tutoringsApi.bySlug}
      facts={(tutoring) => [tutoringFacts(tutoring)]}
    />
  );
}
