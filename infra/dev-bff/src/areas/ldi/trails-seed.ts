import type { StrategicTrail, StrategicTrailClass, VerticalId } from 'shared-contracts';

/** A seeded trail as the ldi area keeps it. */
export type SeededTrail = StrategicTrail & { vertical: VerticalId };

/** What each student did in the strategic trails, by e-mail; kept until reset. */
export interface TrailsState {
  doneTrails: Record<string, number[]>;
  doneClasses: Record<string, number[]>;
  myTrails: Record<string, number[]>;
  eventLogs: Record<string, { trail_id: number; class_id?: number; event: string; created_at: string }[]>;
}

/** Ana finished the trails the catalogue seed marks done, and the first two classes of every other trail. */
export function seedTrailsState(email: string, trails: readonly SeededTrail[]): TrailsState {
  return {
    doneTrails: { [email]: trails.filter((trail) => trail.done).map((trail) => trail.id) },
    doneClasses: {
      [email]: trails.flatMap((trail) => (trail.done ? [] : [classId(trail.id, 1), classId(trail.id, 2)])),
    },
    myTrails: {},
    eventLogs: {},
  };
}

const LESSONS = ['Teoria essencial', 'Questões comentadas', 'Revisão e mapa mental'] as const;

/** The id of the n-th class of a trail. */
export function classId(trailId: number, position: number): number {
  return trailId * 1000 + position;
}

/** A trail's classes: three a week (theory, commented questions, review). */
export function trailClasses(trail: SeededTrail, done: readonly number[]): StrategicTrailClass[] {
  return Array.from({ length: trail.classes_count }, (_, index) => {
    const position = index + 1;
    const id = classId(trail.id, position);
    return {
      id,
      title: `Semana ${Math.ceil(position / LESSONS.length)} - ${LESSONS[index % LESSONS.length]}`,
      position,
      done: done.includes(id),
    };
  });
}

/** The classifications of a vertical's trails, ids from 7001 in the order of the whole seed. */
export function trailClassifications(trails: readonly SeededTrail[], vertical: VerticalId) {
  const names = [...new Set(trails.map((trail) => `${trail.vertical}:${trail.classification}`))];
  return names
    .map((key, index) => ({ key, id: 7001 + index }))
    .filter(({ key }) => key.startsWith(`${vertical}:`))
    .map(({ key, id }) => ({ id, name: key.slice(vertical.length + 1) }));
}

/** Shelves of trails: the featured ones and the newest. */
export const TRAIL_SHELVES = [
  { type: 'destaques', title: 'Trilhas em destaque' },
  { type: 'novidades', title: 'Novas trilhas' },
] as const;
