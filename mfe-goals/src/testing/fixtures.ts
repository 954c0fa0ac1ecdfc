import type { Goal, UserGoal } from 'shared-contracts';

function goal(id: number, name: string, classification: string, highlight: boolean): Goal {
  return {
    id,
    name,
    description: `Preparação completa para ${name}.`,
    vertical: 'concursos',
    classification: { id: id % 10, name: classification },
    highlight,
    contents_count: 12,
  };
}

export const PF_AGENTE = goal(101, 'Polícia Federal - Agente', 'Polícia', true);
export const PF_ESCRIVAO = goal(102, 'Polícia Federal - Escrivão', 'Polícia', false);
export const INSS = goal(105, 'INSS - Técnico do Seguro Social', 'Previdência', true);
export const TJSP = goal(108, 'TJSP - Escrevente Técnico Judiciário', 'Tribunais', true);

export const USER_GOALS: UserGoal[] = [
  { id: 1, goal_id: 101, goal: PF_AGENTE, created_at: '2025-03-01T12:00:00.000Z' },
  { id: 2, goal_id: 105, goal: INSS, created_at: '2025-03-02T12:00:00.000Z' },
];

export function goalsPage(goals: Goal[], page = 1, lastPage = 1) {
  return { data: goals, pagination: { page, per_page: 15, total: goals.length, last_page: lastPage } };
}
