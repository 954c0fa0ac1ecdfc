import type { QuestionComment } from 'shared-contracts';
import { QUESTION_BANK } from './question-bank';

const AUTHORS = [
  { id: 7001, name: 'Larissa Monteiro' },
  { id: 7002, name: 'João Pedro Alves' },
  { id: 7003, name: 'Beatriz Cardoso' },
];

const BODIES = [
  'Errei por falta de atenção no enunciado. Boa questão!',
  'O comentário do professor deixou tudo claro, obrigado.',
  'Essa banca cobra muito esse tema, vale revisar.',
];

/** Seeded comments: two on every third question, dated one day apart. */
export function seedQuestionComments(): Record<number, QuestionComment[]> {
  const comments: Record<number, QuestionComment[]> = {};
  let id = 1;
  QUESTION_BANK.filter((question) => question.id % 3 === 0).forEach((question, index) => {
    comments[question.id] = [0, 1].map((n) => ({
      id: id++,
      body: BODIES[(index + n) % BODIES.length] as string,
      mention_id: null,
      link: null,
      author: AUTHORS[(index + n) % AUTHORS.length] as QuestionComment['author'],
      created_at: new Date(Date.UTC(2025, 0, 1 + ((index + n) % 300), 12)).toISOString(),
    }));
  });
  return comments;
}

/** How many students chose each alternative before the seed (fixed per question). */
export function seededStatistics(questionId: number): Record<string, number> {
  const question = QUESTION_BANK.find((q) => q.id === questionId);
  if (!question) return {};
  return Object.fromEntries(
    question.alternatives.map((alternative, index) => {
      const base = 5 + ((questionId * 7 + index * 13) % 40);
      return [String(alternative.id), alternative.id === question.correct_alternative_id ? base + 60 : base];
    }),
  );
}
