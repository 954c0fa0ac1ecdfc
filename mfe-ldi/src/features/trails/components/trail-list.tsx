import type { StrategicTrail } from 'shared-contracts';
import { TRAILS_PATH } from '../../../constants';
import { EntryCards, type EntryListProps } from '../../../lib/marked-catalog/entry-cards';
import { trailsApi } from '../api/trails-api';

const classes = (count: number) => (count === 1 ? '1 aula' : `${count} aulas`);

/** 'Polícia Federal · 24 aulas · Concluída': a trail's facts in one line. */
export function trailFacts(trail: StrategicTrail): string {
  return `${trail.classification} · ${classes(trail.classes_count)}${trail.done ? ' · Concluída' : ''}`;
}

/** Trails as cards opening each trail. */
export function TrailList(props: EntryListProps<StrategicTrail>) {
  return (
    <EntryCards
      {...props}
      path={TRAILS_PATH}
      bySlug={trailsApi.bySlug}
      facts={(trail) => [trailFacts(trail)]}
    />
  );
}
