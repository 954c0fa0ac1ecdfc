import type {
  FavoriteGoal,
  HomeContent,
  KeepStudyingCourse,
  LastUpdate,
  RecentActivity,
  RecommendedCourse,
  StudyGoalDetails,
  StudyTableFavorite,
} from 'shared-contracts';

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

export const KEEP_STUDYING: KeepStudyingCourse[] = [
  {
    id: 501,
    title: 'Direito Administrativo Completo',
    slug: 'direito-administrativo-completo',
    progress: 42,
    hidden: false,
    updated_at: '2025-03-05T11:00:00.000Z',
  },
  {
    id: 503,
    title: 'Informática Básica',
    slug: 'informatica-basica',
    progress: 10,
    hidden: true,
    updated_at: '2025-03-01T11:00:00.000Z',
  },
];

export const FAVORITE_GOALS: FavoriteGoal[] = [
  {
    id: 7001,
    name: 'Polícia Federal - Agente',
    classifications: [
      { id: 1, name: 'Direito Constitucional' },
      { id: 2, name: 'Direito Administrativo' },
    ],
  },
  { id: 7002, name: 'INSS - Técnico', classifications: [{ id: 3, name: 'Língua Portuguesa' }] },
];

export const RECOMMENDED_COURSES: RecommendedCourse[] = [
  {
    id: 601,
    title: 'Direito Constitucional Esquematizado',
    slug: 'dce',
    description: 'Para o seu objetivo.',
  },
  { id: 602, title: 'Raciocínio Lógico do Zero', slug: 'rlz', description: 'Para o seu objetivo.' },
  { id: 501, title: 'Direito Administrativo Completo', slug: 'dac', description: 'Para o seu objetivo.' },
];

export const GOAL_DETAILS: StudyGoalDetails = {
  id: 7001,
  name: 'Polícia Federal - Agente',
  description: 'Plano de estudos para Polícia Federal - Agente.',
  courses_count: 15,
  questions_count: 4801,
  exam_date: '2027-05-16',
};

export const FAVORITES: StudyTableFavorite[] = [
  {
    id: 1,
    title: 'Direito Constitucional para Concursos',
    type: 'ldi',
    url: '/ldi/dc',
    created_at: '2025-03-04T13:00:00.000Z',
  },
];

export const HOME_CONTENT: HomeContent = {
  title: 'Novidades em Concursos',
  banners: [{ id: 1, title: 'Semana de revisão Concursos', url: '/aulas-ao-vivo' }],
  sections: [
    {
      id: 10,
      title: 'Comece por aqui',
      items: [{ id: 101, title: 'Veja seu desempenho', url: '/meu-desempenho' }],
    },
  ],
};

/** Every call of the dashboard, answered as the dev BFF would for the seeded student. */
export const DASHBOARD_ROUTES = {
  'GET /v3/study-table/recent-activities': { data: RECENT_ACTIVITIES },
  'GET /v3/study-table/last-updates': { data: LAST_UPDATES },
  'GET /v3/study-table/exclusive-courses': { data: EXCLUSIVE_COURSES },
  'GET /v3/study-table/card-grid': { data: { responsiveLayout: null, updatedAt: null } },
  'GET /v3/study-table': { data: { responsiveLayout: null, updatedAt: null } },
  'GET /v3/courses/keep-studying': { data: KEEP_STUDYING },
  'GET /bff/performance/goals/favorites': { data: FAVORITE_GOALS },
  'GET /bff/study-table/7001/recommended-courses': { data: RECOMMENDED_COURSES },
  'GET /bff/study-table/goals/7001/details': { data: GOAL_DETAILS },
  'GET /bff/study-table/favorites': { data: FAVORITES },
  'GET /v3/contents/home-concursos': { data: HOME_CONTENT },
};
