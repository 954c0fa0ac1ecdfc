import type {
  FavoriteGoal,
  KeepStudyingCourse,
  RecommendedCourse,
  StudyGoalDetails,
  VerticalId,
} from 'shared-contracts';
import { daysAgo, earlierToday, PERFORMANCE_DISCIPLINES } from './seed-data';

/** Ana's 'Continue estudando': courses she started, one hidden. */
export function seedKeepStudying(now: number): KeepStudyingCourse[] {
  return [
    {
      id: 501,
      title: 'Direito Administrativo Completo',
      slug: 'direito-administrativo-completo',
      progress: 42,
      hidden: false,
      updated_at: earlierToday(now, 11),
    },
    {
      id: 502,
      title: 'Português para Concursos',
      slug: 'portugues-para-concursos',
      progress: 78,
      hidden: false,
      updated_at: daysAgo(now, 2, 18),
    },
    {
      id: 503,
      title: 'Informática Básica',
      slug: 'informatica-basica',
      progress: 10,
      hidden: true,
      updated_at: daysAgo(now, 9, 18),
    },
  ];
}

/** Courses the catalogue can add to 'Continue estudando' (recommended ones and the seeded ones). */
export const KNOWN_COURSES: readonly { id: number; title: string; slug: string }[] = [
  { id: 501, title: 'Direito Administrativo Completo', slug: 'direito-administrativo-completo' },
  { id: 502, title: 'Português para Concursos', slug: 'portugues-para-concursos' },
  { id: 503, title: 'Informática Básica', slug: 'informatica-basica' },
  { id: 601, title: 'Direito Constitucional Esquematizado', slug: 'direito-constitucional-esquematizado' },
  { id: 602, title: 'Raciocínio Lógico do Zero', slug: 'raciocinio-logico-do-zero' },
  { id: 603, title: 'Legislação Especial para a PF', slug: 'legislacao-especial-pf' },
  { id: 604, title: 'Contabilidade Geral', slug: 'contabilidade-geral' },
  { id: 605, title: 'Arquivologia', slug: 'arquivologia' },
];

/** The student's favourite goals per vertical, each with the classifications it covers. */
export function seedFavoriteGoals(vertical: VerticalId): FavoriteGoal[] {
  const disciplines = PERFORMANCE_DISCIPLINES[vertical];
  const names: Record<VerticalId, [string, string]> = {
    concursos: ['Polícia Federal - Agente', 'INSS - Técnico'],
    medicina: ['Residência Médica - USP', 'Revalida'],
    militares: ['EsPCEx', 'ITA'],
    oab: ['OAB 1ª fase', 'OAB 2ª fase - Penal'],
    vestibulares: ['ENEM', 'FUVEST'],
    'carreiras-juridicas': ['Magistratura Estadual', 'Ministério Público'],
  };
  const base = disciplines[0]?.id ?? 0;
  return [
    {
      id: 7000 + base,
      name: names[vertical][0],
      classifications: disciplines.slice(0, 3).map(({ id, name }) => ({ id, name })),
    },
    {
      id: 7001 + base,
      name: names[vertical][1],
      classifications: disciplines.slice(2).map(({ id, name }) => ({ id, name })),
    },
  ];
}

/** Courses recommended for a goal (the first ones the student has not started). */
export function recommendedCoursesFor(goalId: number): RecommendedCourse[] {
  const offset = goalId % 3;
  return KNOWN_COURSES.slice(3 + offset).map((course) => ({
    ...course,
    description: `Selecionado para o seu objetivo: ${course.title}.`,
  }));
}

export function goalDetailsFor(goal: FavoriteGoal): StudyGoalDetails {
  return {
    id: goal.id,
    name: goal.name,
    description: `Plano de estudos para ${goal.name}, com ${goal.classifications.length} disciplinas.`,
    courses_count: 12 + goal.classifications.length,
    questions_count: 4800 + goal.id,
    exam_date: '2027-05-16',
  };
}
