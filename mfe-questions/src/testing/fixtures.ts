import type { FolderListingItem, FolderListingResponse, Question, QuestionTopic } from 'shared-contracts';

/** Data in the shapes the BFF sends, for the test servers of this area. */

export const TOPICS: QuestionTopic[] = [
  { id: 2, name: 'Direito Constitucional', parent_id: null, questions_count: 7, has_children: true },
  { id: 5, name: 'Informática', parent_id: null, questions_count: 5, has_children: true },
  { id: 1, name: 'Língua Portuguesa', parent_id: null, questions_count: 8, has_children: true },
];

export const SUBJECTS_OF_1: QuestionTopic[] = [
  { id: 101, name: 'Concordância verbal', parent_id: 1, questions_count: 3, has_children: false },
  { id: 102, name: 'Crase', parent_id: 1, questions_count: 2, has_children: false },
];

export function topicsPage(data: QuestionTopic[], page = 1, perPage = 50) {
  return {
    data,
    pagination: {
      page,
      per_page: perPage,
      total: data.length,
      last_page: Math.max(1, Math.ceil(data.length / perPage)),
    },
  };
}

export function question(id: number, overrides: Partial<Question> = {}): Question {
  return {
    id,
    slug: `${id}-assinale-a-alternativa`,
    type: 'multiple_choice',
    statement: `Enunciado da questão ${id}: assinale a alternativa correta sobre crase.`,
    alternatives: [
      { id: id * 10 + 1, letter: 'A', body: 'Refiro-me à professora.' },
      { id: id * 10 + 2, letter: 'B', body: 'Ele começou à estudar.' },
      { id: id * 10 + 3, letter: 'C', body: 'Fiquei frente à frente.' },
    ],
    discipline: { id: 1, name: 'Língua Portuguesa' },
    subject: { id: 102, name: 'Crase' },
    board: 'Vunesp',
    institution: 'Prefeitura de São Paulo',
    year: 2022,
    position: 'Analista',
    verticals: ['concursos'],
    ...overrides,
  };
}

export const TRUE_FALSE_QUESTION = question(50002, {
  type: 'true_false',
  statement: 'Na frase "Vende-se casas", a concordância está correta.',
  alternatives: [
    { id: 500021, letter: 'C', body: 'Certo' },
    { id: 500022, letter: 'E', body: 'Errado' },
  ],
  board: 'Cebraspe',
});

export function searchPage(data: Question[], total = data.length, page = 1, perPage = 10) {
  return {
    data,
    pagination: { page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) },
  };
}

const stamp = { created_at: '2025-04-02T13:30:00.000Z', updated_at: '2025-04-02T18:45:00.000Z' };

export const LISTING_ITEMS: FolderListingItem[] = [
  {
    id: 1,
    name: 'Direito Constitucional',
    path: 'base.Direito_Constitucional',
    tag: 'FOLDER',
    student_id: 1008,
    items_count: 2,
    ...stamp,
  },
  {
    id: 101,
    name: 'Crase e concordância — revisão',
    path: 'base',
    tag: 'MY_NOTEBOOK',
    student_id: 1008,
    questions_number: 5,
    correct_answers: 3,
    wrong_answers: 1,
    ...stamp,
  },
  {
    id: 107,
    name: 'Grupo de estudos — Administrativo',
    path: 'base',
    tag: 'SHARED_NOTEBOOK',
    student_id: 1012,
    questions_number: 6,
    correct_answers: 0,
    wrong_answers: 0,
    ...stamp,
  },
  {
    id: 201,
    name: 'Simulado PF 2025 — Agente',
    path: 'base',
    tag: 'MY_STUDENT_EXAM',
    student_id: 1008,
    total_questions: 28,
    total_questions_answered: 12,
    duration: 14400,
    ...stamp,
  },
];

export function listing(
  items: FolderListingItem[],
  path = 'base',
  total = items.length,
  page = 1,
): FolderListingResponse {
  return {
    data: {
      items: { id: 0, name: path, path, tag: 'FOLDER', student_id: 1008, subitems: items },
      pagination: { page, per_page: 10, total, last_page: Math.max(1, Math.ceil(total / 10)) },
    },
  };
}

/** A notebook as GET /bff/questions/notebooks/{id} answers it (2 questions, 2 right and 1 wrong answer). */
export const NOTEBOOK_77 = {
  id: 77,
  name: 'Crase e concordância',
  correct_answers: 2,
  wrong_answers: 1,
  questions_number: 2,
  path: 'base',
  filters: null,
  counts: null,
  sequence_notebook_ids: [],
  student_id: 1,
  created_at: '2025-04-02T13:30:00.000Z',
  updated_at: '2025-04-02T13:30:00.000Z',
};

/** What the notebook page of NOTEBOOK_77 asks: the notebook, its stats and its questions. */
export const NOTEBOOK_77_ROUTES = {
  'GET /bff/questions/notebooks/77': { data: NOTEBOOK_77 },
  'GET /bff/questions/notebooks/77/stats': {
    data: {
      questions_number: 2,
      correct_answers: 2,
      wrong_answers: 1,
      answered_questions: 1,
      not_answered: 1,
    },
  },
  'GET /bff/questions/notebooks/77/questions': {
    data: [question(50001), question(50003)],
    pagination: { page: 1, per_page: 1000, total: 2, last_page: 1 },
  },
};

/** NOTEBOOK_77 as a row of the listing (GET /bff/questions/folders/base). */
export const NOTEBOOK_77_ROW: FolderListingItem = {
  id: NOTEBOOK_77.id,
  name: NOTEBOOK_77.name,
  path: 'base',
  tag: 'MY_NOTEBOOK',
  student_id: NOTEBOOK_77.student_id,
  questions_number: NOTEBOOK_77.questions_number,
  correct_answers: NOTEBOOK_77.correct_answers,
  wrong_answers: NOTEBOOK_77.wrong_answers,
  created_at: NOTEBOOK_77.created_at,
  updated_at: NOTEBOOK_77.updated_at,
};
