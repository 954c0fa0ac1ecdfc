import type { Goal, GoalContentItem, GoalContentType, VerticalId } from 'shared-contracts';
import {
  COURSES_BY_VERTICAL,
  TRAILS_BY_VERTICAL,
  TUTORINGS_BY_VERTICAL,
  VIP_ROOMS_BY_VERTICAL,
} from '../ldi/catalog-seed';

/** Every content type, in the order the goal page shows its tabs. */
export const GOAL_CONTENT_TYPES: readonly GoalContentType[] = [
  'cursos',
  'ldi',
  'discursivas',
  'salavip',
  'trails',
  'monitorings',
  'cast',
];

/** Verticals whose exams have a discursive phase. */
const DISCURSIVE_VERTICALS: readonly VerticalId[] = ['concursos', 'oab', 'carreiras-juridicas'];

function rotate<T>(list: readonly T[], by: number, take: number): T[] {
  if (list.length === 0) return [];
  return Array.from(
    { length: Math.min(take, list.length) },
    (_, index) => list[(by + index) % list.length] as T,
  );
}

/**
 * The contents linked to one goal, built from the ldi area's seed of the same vertical so every link
 * opens a seeded page. `index` is the goal's position in its vertical (varies what each goal gets).
 */
export function seedGoalContents(goal: Goal, index: number): Record<GoalContentType, GoalContentItem[]> {
  const vertical = goal.vertical as VerticalId;
  let nextId = goal.id * 100;
  const item = (type: GoalContentType, title: string, description: string, url: string): GoalContentItem => ({
    id: nextId++,
    title,
    description,
    type,
    url,
  });
  const courses = rotate(COURSES_BY_VERTICAL[vertical], index, 3);
  return {
    cursos: courses.map((course) =>
      item('cursos', course.title, course.description, `/todos-os-cursos/${course.slug}`),
    ),
    ldi: courses
      .slice(0, 2)
      .map((course) =>
        item(
          'ldi',
          `Livro digital: ${course.title}`,
          `${course.topics.length} capítulos com teoria, vídeos, questões e áudios.`,
          `/ldi/${course.slug}`,
        ),
      ),
    discursivas:
      DISCURSIVE_VERTICALS.includes(vertical) && index % 2 === 0
        ? [1, 2].map((n) => ({
            ...item(
              'discursivas',
              n === 2 ? `Revisão discursiva - ${goal.name}` : `Simulado discursivo ${n} - ${goal.name}`,
              'Questões discursivas com correção individual.',
              '/discursivas',
            ),
            // the second is a review exam (GET contents/discursivas?is_review=true)
            is_review: n === 2,
          }))
        : [],
    salavip: goal.highlight
      ? VIP_ROOMS_BY_VERTICAL[vertical].map((room) =>
          item('salavip', room.title, room.description, `/sala-vip/${room.slug}`),
        )
      : [],
    trails: rotate(TRAILS_BY_VERTICAL[vertical], index, 2).map((trail) =>
      item('trails', trail.title, trail.description, `/trilhas-estrategicas/${trail.slug}`),
    ),
    monitorings: rotate(TUTORINGS_BY_VERTICAL[vertical], index, 1).map((tutoring) =>
      item('monitorings', tutoring.title, tutoring.description, `/monitorias/${tutoring.slug}`),
    ),
    cast: courses
      .slice(0, 2)
      .map((course) =>
        item(
          'cast',
          `Resumo em áudio: ${course.discipline}`,
          `Episódios curtos de ${course.discipline} para revisar em qualquer lugar.`,
          '/cast',
        ),
      ),
  };
}

/** The disciplines of a goal's courses: the options of GET /bff/goals/{id}/contents/filters. */
export function seedGoalDisciplines(goal: Goal, index: number): string[] {
  const courses = rotate(COURSES_BY_VERTICAL[goal.vertical as VerticalId], index, 3);
  return [...new Set(courses.map((course) => course.discipline))];
}

/** Products of the catalogue for a goal: the goal's courses sold alone. */
export function seedGoalProducts(goal: Goal, index: number) {
  return rotate(COURSES_BY_VERTICAL[goal.vertical as VerticalId], index, 2).map((course, n) => ({
    id: goal.id * 10 + n + 1,
    title: course.title,
    price: 29790 + n * 20000,
    url: `/curso/${course.slug}`,
  }));
}
