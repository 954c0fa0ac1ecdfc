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
