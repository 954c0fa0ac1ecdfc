import {
  TIME_ZONE,
  VERTICAL_IDS,
  type DisciplinePerformance,
  type QuestionsPerformance,
  type VerticalId,
} from 'shared-contracts';
import { PERFORMANCE_DISCIPLINES } from './seed-data';

/** Answers of one discipline on one day (America/Sao_Paulo calendar day). */
export interface DailyAnswers {
  /** YYYY-MM-DD */
  date: string;
  discipline_id: number;
  correct: number;
  incorrect: number;
}

/** Days of history the seed writes, ending today. */
export const PERFORMANCE_HISTORY_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;
const dayFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (YYYY-MM-DD) of an instant in São Paulo. */
export function saoPauloDay(instant: number): string {
  return dayFormatter.format(new Date(instant));
}

/** Small deterministic generator (mulberry32) so every reset seeds the same history. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 90 days of answers per vertical for the seeded student; each discipline has its own typical accuracy. */
export function seedPerformance(now: number): Record<VerticalId, DailyAnswers[]> {
  const result = {} as Record<VerticalId, DailyAnswers[]>;
  VERTICAL_IDS.forEach((vertical, verticalIndex) => {
    const random = createRandom(1000 + verticalIndex);
    const rows: DailyAnswers[] = [];
    for (let day = PERFORMANCE_HISTORY_DAYS - 1; day >= 0; day -= 1) {
      const date = saoPauloDay(now - day * DAY_MS);
      PERFORMANCE_DISCIPLINES[vertical].forEach((discipline, index) => {
        if (random() < 0.4) return; // not every discipline is studied every day
        const answered = 5 + Math.floor(random() * 16);
        const skill = 0.55 + index * 0.06 + random() * 0.1;
        const correct = Math.min(answered, Math.round(answered * skill));
        rows.push({ date, discipline_id: discipline.id, correct, incorrect: answered - correct });
      });
    }
    result[vertical] = rows;
  });
  return result;
}

function accuracyOf(correct: number, total: number): number {
  return total === 0 ? 0 : Math.round((correct / total) * 1000) / 10;
}

/** Totals and per-discipline accuracy of the answers between two days (inclusive). */
export function summarisePerformance(
  rows: readonly DailyAnswers[],
  vertical: VerticalId,
  dataInicial: string,
  dataFinal: string,
): QuestionsPerformance {
  const inRange = rows.filter((row) => row.date >= dataInicial && row.date <= dataFinal);
  const disciplines: DisciplinePerformance[] = [];
  for (const discipline of PERFORMANCE_DISCIPLINES[vertical]) {
    const own = inRange.filter((row) => row.discipline_id === discipline.id);
    if (own.length === 0) continue;
    const correct = own.reduce((sum, row) => sum + row.correct, 0);
    const incorrect = own.reduce((sum, row) => sum + row.incorrect, 0);
    disciplines.push({
      discipline_id: discipline.id,
      discipline_name: discipline.name,
      total: correct + incorrect,
      correct,
      incorrect,
      accuracy: accuracyOf(correct, correct + incorrect),
    });
  }
  const correct = disciplines.reduce((sum, d) => sum + d.correct, 0);
  const incorrect = disciplines.reduce((sum, d) => sum + d.incorrect, 0);
  return {
    data_inicial: dataInicial,
    data_final: dataFinal,
    total: correct + incorrect,
    correct,
    incorrect,
    accuracy: accuracyOf(correct, correct + incorrect),
    disciplines,
  };
}
