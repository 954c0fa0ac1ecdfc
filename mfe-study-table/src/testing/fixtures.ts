import type { LastUpdate, RecentActivity } from 'shared-contracts';

/** Answers of the dev BFF's shape, for component tests. */
export const RECENT_ACTIVITIES: RecentActivity[] = [
  {
    id: 101,
    title: 'Direito Constitucional - Direitos Fundamentais',
    type: 'notebook',
    teachers: [{ id: 11, name: 'Renato Borelli' }],
    question_counters: { correct: 34, incorrect: 11, not_answered: 15 },
    favorite: true,
    updated_at: '2025-03-05T15:00:00.000Z',
  },
  {
    id: 201,
    title: 'Simulado Polícia Federal - Agente',
    type: 'exam',
    teachers: [
      { id: 11, name: 'Renato Borelli' },
      { id: 13, name: 'Marcos Girão' },
    ],
    question_counters: { correct: 72, incorrect: 28, not_answered: 0 },
    favorite: false,
    updated_at: '2025-03-04T15:00:00.000Z',
  },
];

export const LAST_UPDATES: LastUpdate[] = [
  {
    id: 1,
    title: 'Novo capítulo em Direito Constitucional para Concursos',
    description: 'O capítulo "Controle de Constitucionalidade" foi publicado.',
    published_at: '2025-03-05T13:00:00.000Z',
    url: '/ldi/direito-constitucional-para-concursos',
  },
];

export const EXCLUSIVE_COURSES = [
  {
    id: 901,
    title: 'Reta Final Polícia Federal',
    slug: 'reta-final-policia-federal',
    description: 'Revisão intensiva dos temas mais cobrados.',
    teachers: [{ id: 11, name: 'Renato Borelli' }],
  },
];
