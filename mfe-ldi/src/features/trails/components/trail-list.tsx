import type { PlatformApi, StrategicTrail } from 'shared-contracts';
import { Card } from 'shared-design-system';
import { CardGrid, PrefetchLink } from 'shared-design-system/area';
import { TRAILS_PATH } from '../../../constants';
import { trailBySlugQuery } from '../api/trails-api';

const classes = (count: number) => (count === 1 ? '1 aula' : `${count} aulas`);

/** 'Polícia Federal · 24 aulas · Concluída': a trail's facts in one line. */
export function trailFacts(trail: StrategicTrail): string {
  return `${trail.classification} · ${classes(trail.classes_count)}${trail.done ? ' · Concluída' : ''}`;
}

/** Trails as cards opening each trail; its data leaves as soon as the student points at or focuses the link. */
export function TrailList({
  trails,
  label,
  platform,
  headingLevel = 3,
}: {
  trails: readonly StrategicTrail[];
  label: string;
  platform: PlatformApi;
  headingLevel?: 2 | 3;
}) {
  return (
    <CardGrid label={label}>
      {trails.map((trail) => (
        <li key={trail.id}>
          <Card
            headingLevel={headingLevel}
            title={
              <PrefetchLink
                to={`${TRAILS_PATH}/${trail.slug}`}
                prefetchData={trailBySlugQuery(platform, trail.slug)}
                css={(theme) => ({ color: theme.colors.primary })}
              >
                {trail.title}
              </PrefetchLink>
            }
          >
            <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm })}>{trail.description}</p>
            <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
              {trailFacts(trail)}
            </p>
          </Card>
        </li>
      ))}
    </CardGrid>
  );
}
