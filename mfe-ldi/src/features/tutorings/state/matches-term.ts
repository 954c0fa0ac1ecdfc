import type { TutoringEntry } from '../api/tutoring-types';

/** Lower case without accents: 'policia' finds 'Polícia'. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Whether a tutoring's title, description, teachers or classification hold every word of `term`. */
export function matchesTerm(tutoring: TutoringEntry, term: string): boolean {
  const haystack = fold(
    [
      tutoring.title,
      tutoring.description,
      tutoring.classification ?? '',
      ...tutoring.teachers.map((teacher) => teacher.name),
    ].join(' '),
  );
  return fold(term)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
