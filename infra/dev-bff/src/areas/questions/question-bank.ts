import type { Question, QuestionAlternative, QuestionTopic, VerticalId } from 'shared-contracts';
import { generateSeedQuestions } from './generated-questions';
import { FIRST_QUESTION_ID, SEED_QUESTIONS, type SeedQuestion } from './seed-questions';
import { teacherOf } from './seed-teachers';
import { SEED_DISCIPLINES, type SeedDiscipline } from './seed-topics';

/** A question of the bank with what only answering reveals. */
export interface BankQuestion extends Question {
  correct_alternative_id: number;
  explanation: string;
}

/** Letters of multiple-choice alternatives (spec 2 §5: A–Z). */
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** True/false answers are shown as C (Certo) and E (Errado) (spec 2 §5). */
const TRUE_FALSE = [
  { letter: 'C', body: 'Certo' },
  { letter: 'E', body: 'Errado' },
] as const;

/** 'Língua Portuguesa: crase' → 'lingua-portuguesa-crase' */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Lower-case without accents, for searching. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

const SLUG_WORDS = 8;

function disciplineOfSubject(subjectId: number): { discipline: SeedDiscipline; subjectName: string } {
  for (const discipline of SEED_DISCIPLINES) {
    const subject = discipline.subjects.find((s) => s.id === subjectId);
    if (subject) return { discipline, subjectName: subject.name };
  }
  throw new Error(`Assunto ${subjectId} da semente de questões não existe em seed-topics.ts`);
}

function buildQuestion(seed: SeedQuestion, id: number): BankQuestion {
  const { discipline, subjectName } = disciplineOfSubject(seed.subject);
  const alternatives: QuestionAlternative[] = seed.alternatives
    ? seed.alternatives.map((body, index) => ({
        id: id * 10 + index + 1,
        letter: LETTERS[index] ?? '?',
        body,
      }))
    : TRUE_FALSE.map((choice, index) => ({
        id: id * 10 + index + 1,
        letter: choice.letter,
        body: choice.body,
      }));
  const correct =
    typeof seed.answer === 'number'
      ? alternatives[seed.answer]
      : alternatives.find((alternative) => alternative.letter === seed.answer);
  if (!correct) throw new Error(`Questão ${id}: resposta ${seed.answer} fora das alternativas`);
  const words = seed.statement.split(/\s+/).slice(0, SLUG_WORDS).join(' ');
  return {
    id,
    slug: `${id}-${slugify(words)}`,
    type: seed.alternatives ? 'multiple_choice' : 'true_false',
    statement: seed.statement,
    alternatives,
    discipline: { id: discipline.id, name: discipline.name },
    subject: { id: seed.subject, name: subjectName },
    board: seed.board,
    institution: seed.institution,
    year: seed.year,
    position: seed.position,
    verticals: [...discipline.verticals],
    teacher: teacherOf(discipline.id, id),
    correct_alternative_id: correct.id,
    explanation: seed.explanation,
  };
}

/**
 * Every question of the bank, ids ascending: the hand-written ones, then the generated ones. Immutable:
 * answers live in the area's state slice.
 */
export const QUESTION_BANK: readonly BankQuestion[] = [...SEED_QUESTIONS, ...generateSeedQuestions()].map(
  (seed, index) => buildQuestion(seed, FIRST_QUESTION_ID + index),
);

const BY_ID = new Map(QUESTION_BANK.map((question) => [question.id, question]));

export function findBankQuestion(id: number): BankQuestion | undefined {
  return BY_ID.get(id);
}

/** What the student sees before answering: no correct alternative, no explanation. */
export function toQuestion(question: BankQuestion): Question {
  const { correct_alternative_id: _correct, explanation: _explanation, ...visible } = question;
  return visible;
}

export function questionsOfVertical(vertical: VerticalId): BankQuestion[] {
  return QUESTION_BANK.filter((question) => question.verticals.includes(vertical));
}

function countFor(vertical: VerticalId, test: (question: BankQuestion) => boolean): number {
  return questionsOfVertical(vertical).filter(test).length;
}

/** The root topics (disciplines) as the API sends them, counted for one vertical. */
export function disciplineTopics(vertical: VerticalId): QuestionTopic[] {
  return SEED_DISCIPLINES.map((discipline) => ({
    id: discipline.id,
    name: discipline.name,
    parent_id: null,
    questions_count: countFor(vertical, (question) => question.discipline.id === discipline.id),
    has_children: discipline.subjects.length > 0,
  }));
}

/** The subjects of one discipline as topics, or undefined for an unknown id. */
export function childTopics(parentId: number, vertical: VerticalId): QuestionTopic[] | undefined {
  const discipline = SEED_DISCIPLINES.find((d) => d.id === parentId);
  if (!discipline) {
    const isSubject = SEED_DISCIPLINES.some((d) => d.subjects.some((s) => s.id === parentId));
    return isSubject ? [] : undefined;
  }
  return discipline.subjects.map((subject) => ({
    id: subject.id,
    name: subject.name,
    parent_id: discipline.id,
    questions_count: countFor(vertical, (question) => question.subject.id === subject.id),
    has_children: false,
  }));
}
