import type { SeedQuestion } from './seed-questions';
import { SEED_FACT_TABLES, type SeedFact } from './seed-facts';

/**
 * The generated part of the bank: from every fact of seed-facts.ts one multiple-choice question (the
 * right completion among distractors of the same subject) and one true/false question (the sentence with
 * its right answer or with another fact's answer). A fixed-seed generator picks distractors and sources,
 * so every start of the dev BFF has the same bank.
 */

/** mulberry32: a tiny deterministic generator (same seed → same bank on every start). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BANK_SEED = 20240531;
const MULTIPLE_CHOICE_SIZE = 5;
/** fewer distinct answers than this in a subject: only true/false questions from it */
const MULTIPLE_CHOICE_MIN = 4;

interface Source {
  board: string;
  institution: string;
  position: string;
}

/** Exam sources by the discipline id (subject id / 100). */
const SOURCES: Record<number, Source[]> = {
  1: [
    { board: 'FGV', institution: 'Tribunal de Justiça do Rio de Janeiro', position: 'Técnico Judiciário' },
    { board: 'Vunesp', institution: 'Escola de Sargentos das Armas', position: 'Sargento' },
  ],
  2: [
    { board: 'Cebraspe', institution: 'Supremo Tribunal Federal', position: 'Analista Judiciário' },
    { board: 'FGV', institution: 'Ordem dos Advogados do Brasil', position: 'Exame de Ordem Unificado' },
  ],
  3: [
    {
      board: 'FCC',
      institution: 'Tribunal de Contas do Estado de São Paulo',
      position: 'Agente da Fiscalização',
    },
    {
      board: 'Cebraspe',
      institution: 'Controladoria-Geral da União',
      position: 'Auditor Federal de Finanças e Controle',
    },
  ],
  4: [
    { board: 'Cesgranrio', institution: 'Caixa Econômica Federal', position: 'Técnico Bancário' },
    { board: 'Vunesp', institution: 'Polícia Militar do Estado de São Paulo', position: 'Soldado' },
  ],
  5: [
    { board: 'Cebraspe', institution: 'Banco Central do Brasil', position: 'Técnico' },
    { board: 'FCC', institution: 'Secretaria da Fazenda de São Paulo', position: 'Agente Fiscal de Rendas' },
  ],
  6: [
    { board: 'Cebraspe', institution: 'Polícia Federal', position: 'Delegado de Polícia Federal' },
    { board: 'FGV', institution: 'Ministério Público de Goiás', position: 'Promotor de Justiça' },
  ],
  7: [
    {
      board: 'USP',
      institution: 'Hospital das Clínicas da FMUSP',
      position: 'Residência Médica — Acesso Direto',
    },
    {
      board: 'SUS-SP',
      institution: 'Secretaria de Estado da Saúde de São Paulo',
      position: 'Residência Médica',
    },
  ],
  8: [
    { board: 'Unifesp', institution: 'Universidade Federal de São Paulo', position: 'Residência Médica' },
    { board: 'ENARE', institution: 'Exame Nacional de Residência', position: 'Residência Médica' },
  ],
  9: [
    {
      board: 'Exército Brasileiro',
      institution: 'Escola Preparatória de Cadetes do Exército',
      position: 'Cadete',
    },
    { board: 'Inep', institution: 'Exame Nacional do Ensino Médio', position: 'Enem' },
  ],
  10: [
    { board: 'Marinha do Brasil', institution: 'Colégio Naval', position: 'Aspirante' },
    { board: 'Fuvest', institution: 'Universidade de São Paulo', position: 'Vestibular' },
  ],
  11: [{ board: 'FGV', institution: 'Ordem dos Advogados do Brasil', position: 'Exame de Ordem Unificado' }],
  12: [
    { board: 'FGV', institution: 'Ordem dos Advogados do Brasil', position: 'Exame de Ordem Unificado' },
    { board: 'Vunesp', institution: 'Tribunal de Justiça de São Paulo', position: 'Juiz Substituto' },
  ],
};

const FIRST_YEAR = 2015;
const YEARS = 10;

function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick de uma lista vazia');
  return item;
}

function shuffled<T>(random: () => number, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

function sourceOf(random: () => number, subject: number): Source & { year: number } {
  const sources = SOURCES[Math.floor(subject / 100)];
  if (!sources) throw new Error(`Sem bancas para o assunto ${subject}`);
  return { ...pick(random, sources), year: FIRST_YEAR + Math.floor(random() * YEARS) };
}

function sentence(stem: string, answer: string): string {
  return `${stem} ${answer}.`;
}

function multipleChoice(
  random: () => number,
  subject: number,
  fact: SeedFact,
  others: SeedFact[],
): SeedQuestion | null {
  const distractors = shuffled(random, [...new Set(others.map((o) => o.answer))])
    .filter((answer) => answer !== fact.answer)
    .slice(0, MULTIPLE_CHOICE_SIZE - 1);
  if (distractors.length + 1 < MULTIPLE_CHOICE_MIN) return null;
  const alternatives = shuffled(random, [fact.answer, ...distractors]);
  return {
    subject,
    ...sourceOf(random, subject),
    statement: `Assinale a alternativa que completa corretamente a frase a seguir.\n\n${fact.stem} …`,
    alternatives,
    answer: alternatives.indexOf(fact.answer),
    explanation: `A frase correta é: "${sentence(fact.stem, fact.answer)}" As demais alternativas completam a frase com conceitos de outros itens do mesmo assunto.`,
  };
}

function trueFalse(random: () => number, subject: number, fact: SeedFact, others: SeedFact[]): SeedQuestion {
  const wrong = others.filter((o) => o.answer !== fact.answer);
  const isTrue = wrong.length === 0 || random() < 0.5;
  const shown = isTrue ? fact.answer : pick(random, wrong).answer;
  return {
    subject,
    ...sourceOf(random, subject),
    statement: `Julgue o item a seguir.\n\n${sentence(fact.stem, shown)}`,
    answer: isTrue ? 'C' : 'E',
    explanation: isTrue
      ? `Item certo: ${sentence(fact.stem, fact.answer)}`
      : `Item errado: ${sentence(fact.stem, fact.answer)} A afirmação troca o conceito por "${shown}".`,
  };
}

/** The generated questions, in a fixed order (ids are given after the hand-written ones). */
export function generateSeedQuestions(): SeedQuestion[] {
  const random = seededRandom(BANK_SEED);
  return SEED_FACT_TABLES.flatMap(({ subject, facts }) =>
    facts.flatMap((fact) => {
      const others = facts.filter((other) => other !== fact);
      const choice = multipleChoice(random, subject, fact, others);
      const item = trueFalse(random, subject, fact, others);
      return choice ? [choice, item] : [item];
    }),
  );
}
