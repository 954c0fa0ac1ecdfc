import type { CourseClassification, VerticalId } from 'shared-contracts';
import { COURSES_BY_VERTICAL } from './catalog-seed';
import type { SeededCourse } from './courses-seed';

/** What each student did in their courses (done marks and event logs), by e-mail; kept until reset. */
export interface MyCoursesState {
  doneCourses: Record<string, number[]>;
  /** class ids (a course's classes are its chapters) */
  doneClasses: Record<string, number[]>;
  /** video ids (the video blocks of a class) */
  doneVideos: Record<string, number[]>;
  eventLogs: Record<string, { course_id: number; class_id?: number; event: string; created_at: string }[]>;
}

/** Ana finished the first class of the flagship course. */
export function seedMyCourses(email: string, courses: readonly SeededCourse[]): MyCoursesState {
  const flagship = courses.find((course) => course.slug === 'direito-constitucional-para-concursos');
  const first = flagship?.chapters[0];
  return {
    doneCourses: {},
    doneClasses: { [email]: first ? [first.id] : [] },
    doneVideos: {},
    eventLogs: {},
  };
}

/** The discipline of a seeded course ('Direito Constitucional'), its category. */
export function disciplineOf(course: SeededCourse): string {
  return (
    COURSES_BY_VERTICAL[course.vertical].find((seed) => seed.slug === course.slug)?.discipline ?? course.title
  );
}

const slugOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Course categories of a vertical: one per discipline (ids from 5001), its sub-categories the topics of its
 * courses (ids = the chapter ids, so a course is in a sub-category when it has that chapter).
 */
export function classificationsOf(
  courses: readonly SeededCourse[],
  vertical: VerticalId,
): CourseClassification[] {
  const list: CourseClassification[] = [];
  courses.forEach((course, index) => {
    if (course.vertical !== vertical) return;
    const name = disciplineOf(course);
    let category = list.find((entry) => entry.name === name);
    if (!category) {
      category = { id: 5001 + index, name, slug: slugOf(name), children: [] };
      list.push(category);
    }
    for (const chapter of course.chapters) category.children.push({ id: chapter.id, name: chapter.title });
  });
  return list;
}

/** Shelves of courses per vertical: what matters most to study now and the latest published. */
export const COURSE_SHELVES = [
  { id: 'mais-estudados', title: 'Mais estudados', type: 'courses' },
  { id: 'novidades', title: 'Novidades', type: 'courses' },
] as const;

/** The courses each vertical highlights (GET /v3/courses/featured), by slug, in the order shown. */
export const FEATURED_COURSE_SLUGS: Readonly<Record<VerticalId, readonly string[]>> = {
  concursos: [
    'reta-final-policia-federal',
    'direito-constitucional-para-concursos',
    'informatica-para-concursos',
  ],
  medicina: ['clinica-medica-cardiologia', 'pediatria-para-residencia', 'infectologia-essencial'],
  militares: ['matematica-espcex', 'redacao-militar', 'ingles-afa-efomm'],
  oab: ['etica-profissional-oab', 'direito-penal-oab', 'processo-civil-oab'],
  vestibulares: ['redacao-enem', 'matematica-enem', 'literatura-fuvest'],
  'carreiras-juridicas': ['direito-civil-magistratura', 'sentenca-civel', 'direito-penal-mp'],
};

/**
 * The courses a product of the shop gives (GET /v3/courses?ecommerce_item_id), by the product's id in the
 * commerce seed (areas/commerce/seed-products.ts) and the courses' slugs.
 */
export const PRODUCT_COURSE_SLUGS: Readonly<Record<number, readonly string[]>> = {
  // concursos
  1004: [
    'reta-final-policia-federal',
    'direito-constitucional-para-concursos',
    'direito-administrativo-para-concursos',
    'informatica-para-concursos',
  ],
  1006: [
    'discursivas-para-tribunais',
    'direito-administrativo-para-concursos',
    'lingua-portuguesa-para-concursos',
  ],
  1011: ['lingua-portuguesa-para-concursos'],
  1012: ['raciocinio-logico-para-concursos'],
  1013: ['direito-constitucional-para-concursos'],
  1017: ['discursivas-para-tribunais', 'lingua-portuguesa-para-concursos'],
  // medicina
  2001: [
    'clinica-medica-cardiologia',
    'cirurgia-geral-abdome-agudo',
    'pediatria-para-residencia',
    'ginecologia-e-obstetricia',
    'medicina-preventiva-sus',
    'infectologia-essencial',
  ],
  2002: ['clinica-medica-cardiologia', 'medicina-preventiva-sus', 'infectologia-essencial'],
  // oab
  3001: [
    'etica-profissional-oab',
    'direito-civil-oab',
    'direito-penal-oab',
    'direito-constitucional-oab',
    'processo-civil-oab',
    'direito-do-trabalho-oab',
  ],
  3002: ['direito-penal-oab'],
  3003: ['direito-civil-oab', 'processo-civil-oab'],
  // militares
  4001: ['matematica-espcex', 'fisica-escolas-militares', 'quimica-escolas-militares', 'redacao-militar'],
  4002: ['portugues-esa', 'matematica-espcex', 'redacao-militar'],
  4003: ['ingles-afa-efomm', 'fisica-escolas-militares', 'matematica-espcex'],
  // vestibulares
  5001: [
    'matematica-enem',
    'redacao-enem',
    'biologia-vestibulares',
    'historia-do-brasil',
    'quimica-enem',
    'literatura-fuvest',
  ],
  5002: ['redacao-enem'],
  5003: ['literatura-fuvest', 'historia-do-brasil'],
  // carreiras-juridicas
  6001: [
    'direito-civil-magistratura',
    'sentenca-civel',
    'direito-constitucional-avancado',
    'processo-penal-carreiras',
  ],
  6002: ['direito-penal-mp', 'processo-penal-carreiras', 'direito-constitucional-avancado'],
  6003: ['direito-constitucional-avancado', 'direito-administrativo-carreiras'],
};
