import type { StrategicTrail, StrategicTrailClass, VerticalId } from 'shared-contracts';
import { seededClassifications, type MarkedState } from './marked-catalog-routes';

/** A seeded trail as the ldi area keeps it. */
export type SeededTrail = StrategicTrail & { vertical: VerticalId };

/** What each student did in the strategic trails (done marks, my trails, event logs), by e-mail. */
export type TrailsState = MarkedState<'trail_id'>;

/** Ana finished the trails the catalogue seed marks done, and the first two classes of every other trail. */
export function seedTrailsState(email: string, trails: readonly SeededTrail[]): TrailsState {
  return {
    done: { [email]: trails.filter((trail) => trail.done).map((trail) => trail.id) },
    doneClasses: {
      [email]: trails.flatMap((trail) => (trail.done ? [] : [classId(trail.id, 1), classId(trail.id, 2)])),
    },
    mine: {},
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
  return seededClassifications(trails, vertical, 7001, (trail) => trail.classification);
}

/** Shelves of trails: the featured ones and the newest. */
export const TRAIL_SHELVES = [
  { type: 'destaques', title: 'Trilhas em destaque' },
  { type: 'novidades', title: 'Novas trilhas' },
] as const;
