import type { PlatformApi } from 'shared-contracts';
import { Card } from 'shared-design-system';
import { CardGrid, pluralize, PrefetchLink } from 'shared-design-system/area';
import { TUTORINGS_PATH } from '../../../constants';
import type { TutoringEntry } from '../api/tutoring-types';
import { tutoringBySlugQuery } from '../api/tutorings-api';

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

/** Tutorings as cards opening each one; its data leaves as soon as the student points at or focuses the link. */
export function TutoringList({
  tutorings,
  label,
  platform,
  headingLevel = 3,
}: {
  tutorings: readonly TutoringEntry[];
  label: string;
  platform: PlatformApi;
  headingLevel?: 2 | 3;
}) {
  return (
    <CardGrid label={label}>
      {tutorings.map((tutoring) => (
        <li key={tutoring.id}>
          <Card
            headingLevel={headingLevel}
            title={
              <PrefetchLink
                to={`${TUTORINGS_PATH}/${tutoring.slug}`}
                prefetchData={tutoringBySlugQuery(platform, tutoring.slug)}
                css={(theme) => ({ color: theme.colors.primary })}
              >
                {tutoring.title}
              </PrefetchLink>
            }
          >
            <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm })}>{tutoring.description}</p>
            <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
              {tutoringFacts(tutoring)}
            </p>
          </Card>
        </li>
      ))}
    </CardGrid>
  );
}
