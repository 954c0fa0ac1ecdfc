import type {
  ExclusiveCourse,
  HomeHighlight,
  LastUpdate,
  LiveEvent,
  RankingExam,
  RecentActivity,
  StudyTableFavorite,
  VerticalId,
} from 'shared-contracts';

/** The seeded student who has everything (the others start with an empty study table). */
export const STUDY_TABLE_SEEDED_EMAIL = 'aluno@exemplo.com.br';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An ISO date-time `days` before (negative: after) `now`, at a fixed hour so lists read naturally. */
export function daysAgo(now: number, days: number, hourUtc = 13): string {
  const date = new Date(now - days * DAY_MS);
  date.setUTCHours(hourUtc, 0, 0, 0);
  return date.toISOString();
}

/**
 * Something done earlier today: today at `hourUtc`, or a minute ago while that hour has not come yet (a seed
 * read before 11:00 UTC had a course 'updated' in the future, listed above one the student had just added).
 */
export function earlierToday(now: number, hourUtc: number): string {
  return new Date(Math.min(Date.parse(daysAgo(now, 0, hourUtc)), now - 60_000)).toISOString();
}

const PROFESSORES = {
  renato: { id: 11, name: 'Renato Borelli' },
  luciana: { id: 12, name: 'Luciana Amaral' },
  marcos: { id: 13, name: 'Marcos Girão' },
  fernanda: { id: 14, name: 'Fernanda Pires' },
  paulo: { id: 15, name: 'Paulo Sérgio Rocha' },
  julia: { id: 16, name: 'Júlia Carvalho' },
};

/**
 * Ana's recent activities: notebooks and exams, some finished, some half-way, one untouched. Ids follow
 * the notebooks/exams of the questions area seed so the links open something.
 */
export function seedRecentActivities(now: number): RecentActivity[] {
  return [
    {
      id: 101,
      title: 'Direito Constitucional - Direitos Fundamentais',
      type: 'notebook',
      teachers: [PROFESSORES.renato],
      question_counters: { correct: 34, incorrect: 11, not_answered: 15 },
      favorite: true,
      updated_at: earlierToday(now, 12),
    },
    {
      id: 201,
      title: 'Simulado Polícia Federal - Agente',
      type: 'exam',
      teachers: [PROFESSORES.renato, PROFESSORES.marcos],
      question_counters: { correct: 72, incorrect: 28, not_answered: 20 },
      favorite: false,
      updated_at: daysAgo(now, 1, 21),
    },
    {
      id: 102,
      title: 'Português - Concordância Verbal',
      type: 'notebook',
      teachers: [PROFESSORES.luciana],
      question_counters: { correct: 40, incorrect: 10, not_answered: 0 },
      favorite: false,
      updated_at: daysAgo(now, 2, 18),
    },
    {
      id: 103,
      title: 'Informática - Segurança da Informação',
      type: 'notebook',
      teachers: [PROFESSORES.paulo],
      question_counters: { correct: 12, incorrect: 6, not_answered: 22 },
      favorite: true,
      updated_at: daysAgo(now, 3, 15),
    },
    {
      id: 202,
      title: 'Simulado INSS - Técnico do Seguro Social',
      type: 'exam',
      teachers: [PROFESSORES.fernanda],
      question_counters: { correct: 81, incorrect: 39, not_answered: 0 },
      favorite: false,
      updated_at: daysAgo(now, 5, 14),
    },
    {
      id: 104,
      title: 'Raciocínio Lógico - Proposições',
      type: 'notebook',
      teachers: [PROFESSORES.julia],
      question_counters: { correct: 0, incorrect: 0, not_answered: 30 },
      favorite: false,
      updated_at: daysAgo(now, 6, 11),
    },
    {
      id: 105,
      title: 'Direito Administrativo - Atos Administrativos',
      type: 'notebook',
      teachers: [PROFESSORES.marcos],
      question_counters: { correct: 19, incorrect: 5, not_answered: 6 },
      favorite: false,
      updated_at: daysAgo(now, 8, 20),
    },
  ];
}

export function seedLastUpdates(now: number): LastUpdate[] {
  return [
    {
      id: 1,
      title: 'Novo capítulo em Direito Constitucional para Concursos',
      description: 'O capítulo "Controle de Constitucionalidade" foi publicado com 42 questões comentadas.',
      published_at: earlierToday(now, 10),
      url: '/ldi/direito-constitucional-para-concursos',
    },
    {
      id: 2,
      title: 'Edital publicado: Polícia Federal - Agente',
      description: 'Confira as mudanças no conteúdo programático e o cronograma das provas.',
      published_at: daysAgo(now, 2, 16),
      url: '/objetivos',
    },
    {
      id: 3,
      title: 'Cast atualizado: Resumo de Português',
      description: 'Três novos episódios sobre crase, regência e colocação pronominal.',
      published_at: daysAgo(now, 4, 12),
      url: '/cast',
    },
  ];
}

export function seedExclusiveCourses(): ExclusiveCourse[] {
  return [
    {
      id: 901,
      title: 'Reta Final Polícia Federal',
      slug: 'reta-final-policia-federal',
      description: 'Revisão intensiva dos temas mais cobrados pela banca nos últimos cinco anos.',
      teachers: [PROFESSORES.renato, PROFESSORES.marcos],
    },
    {
      id: 902,
      title: 'Discursivas para Tribunais',
      slug: 'discursivas-para-tribunais',
      description: 'Estrutura de respostas, correção comentada e modelos de peças.',
      teachers: [PROFESSORES.fernanda],
    },
    {
      id: 903,
      title: 'Mentoria de Planejamento de Estudos',
      slug: 'mentoria-planejamento-de-estudos',
      description: 'Como montar ciclos de estudo e revisões espaçadas até a prova.',
      teachers: [PROFESSORES.julia],
    },
  ];
}

export function seedFavorites(now: number): StudyTableFavorite[] {
  return [
    {
      id: 1,
      title: 'Direito Constitucional para Concursos',
      type: 'ldi',
      url: '/ldi/direito-constitucional-para-concursos',
      created_at: daysAgo(now, 1),
    },
    {
      id: 2,
      title: 'Direito Constitucional - Direitos Fundamentais',
      type: 'notebook',
      url: '/cadernos-e-simulados/cadernos/101',
      created_at: daysAgo(now, 3),
    },
    {
      id: 3,
      title: 'Trilha Estratégica Polícia Federal',
      type: 'trail',
      url: '/trilhas-estrategicas/trilha-policia-federal-agente',
      created_at: daysAgo(now, 7),
    },
    {
      id: 4,
      title: 'Resumão de Português',
      type: 'cast',
      url: '/cast/album/1',
      created_at: daysAgo(now, 10),
    },
  ];
}

/** Exams whose ranking the student can follow, per vertical. */
export const RANKING_EXAMS: Readonly<Record<VerticalId, readonly RankingExam[]>> = {
  concursos: [
    {
      id: 301,
      name: 'Polícia Federal - Agente',
      institution: 'CEBRASPE',
      exam_date: '2025-05-18',
      participants: 18342,
      status: 'open',
      submitted: true,
    },
    {
      id: 302,
      name: 'INSS - Técnico do Seguro Social',
      institution: 'CEBRASPE',
      exam_date: '2025-03-09',
      participants: 41210,
      status: 'closed',
      submitted: false,
    },
    {
      id: 303,
      name: 'Receita Federal - Auditor Fiscal',
      institution: 'FGV',
      exam_date: '2025-08-24',
      participants: 9873,
      status: 'open',
      submitted: false,
    },
  ],
  medicina: [
    {
      id: 311,
      name: 'Residência Médica - USP',
      institution: 'FUVEST',
      exam_date: '2025-11-16',
      participants: 12450,
      status: 'open',
      submitted: false,
    },
    {
      id: 312,
      name: 'Residência Médica - ENARE',
      institution: 'EBSERH',
      exam_date: '2025-10-19',
      participants: 38920,
      status: 'open',
      submitted: true,
    },
  ],
  militares: [
    {
      id: 321,
      name: 'EsPCEx',
      institution: 'Exército Brasileiro',
      exam_date: '2025-09-21',
      participants: 15102,
      status: 'open',
      submitted: false,
    },
    {
      id: 322,
      name: 'Escola Naval',
      institution: 'Marinha do Brasil',
      exam_date: '2025-07-06',
      participants: 6420,
      status: 'closed',
      submitted: false,
    },
  ],
  oab: [
    {
      id: 331,
      name: 'OAB 1ª Fase - 44º Exame',
      institution: 'FGV',
      exam_date: '2025-06-29',
      participants: 121304,
      status: 'closed',
      submitted: true,
    },
    {
      id: 332,
      name: 'OAB 1ª Fase - 45º Exame',
      institution: 'FGV',
      exam_date: '2025-11-09',
      participants: 118245,
      status: 'open',
      submitted: false,
    },
  ],
  vestibulares: [
    {
      id: 341,
      name: 'ENEM 2025',
      institution: 'INEP',
      exam_date: '2025-11-09',
      participants: 402310,
      status: 'open',
      submitted: false,
    },
    {
      id: 342,
      name: 'FUVEST 1ª Fase',
      institution: 'FUVEST',
      exam_date: '2025-11-23',
      participants: 98450,
      status: 'open',
      submitted: false,
    },
  ],
  'carreiras-juridicas': [
    {
      id: 351,
      name: 'Magistratura - TJSP',
      institution: 'VUNESP',
      exam_date: '2025-04-27',
      participants: 10342,
      status: 'closed',
      submitted: false,
    },
    {
      id: 352,
      name: 'Ministério Público - MPSP',
      institution: 'MPSP',
      exam_date: '2025-09-14',
      participants: 7110,
      status: 'open',
      submitted: true,
    },
  ],
};

/** Live classes per vertical, dated relative to `now` (one already happened, the others upcoming). */
export function seedLiveEvents(now: number): Record<VerticalId, LiveEvent[]> {
  const event = (
    id: number,
    title: string,
    teacher: string,
    description: string,
    daysFromNow: number,
    hourUtc: number,
  ): LiveEvent => ({
    id,
    link_id: `aula-${id}`,
    title,
    teacher,
    description,
    start_at: daysAgo(now, -daysFromNow, hourUtc),
    end_at: daysAgo(now, -daysFromNow, hourUtc + 2),
    url: `https://aovivo.exemplo.com.br/aula-${id}`,
  });
  return {
    concursos: [
      event(
        401,
        'Aulão de Direito Constitucional',
        'Renato Borelli',
        'Revisão dos direitos fundamentais com questões CEBRASPE.',
        1,
        22,
      ),
      event(
        402,
        'Correção ao vivo: Simulado PF',
        'Marcos Girão',
        'Comentário das questões mais erradas do simulado.',
        3,
        23,
      ),
      event(
        403,
        'Português para Tribunais',
        'Luciana Amaral',
        'Crase, regência e concordância em 2 horas.',
        -2,
        22,
      ),
    ],
    medicina: [
      event(
        411,
        'Revisão de Clínica Médica: Cardiologia',
        'Dra. Camila Torres',
        'Insuficiência cardíaca e síndromes coronarianas.',
        2,
        22,
      ),
      event(
        412,
        'Pediatria para Residência',
        'Dr. Eduardo Nogueira',
        'Aleitamento, vacinação e urgências pediátricas.',
        5,
        23,
      ),
    ],
    militares: [
      event(
        421,
        'Matemática EsPCEx: Funções',
        'Cap. Ricardo Alves',
        'Funções, logaritmos e exponenciais.',
        2,
        22,
      ),
    ],
    oab: [
      event(
        431,
        'Ética Profissional na OAB',
        'Dra. Beatriz Leal',
        'Estatuto da Advocacia e Código de Ética.',
        1,
        23,
      ),
    ],
    vestibulares: [
      event(
        441,
        'Redação ENEM nota 1000',
        'Prof. Thiago Martins',
        'Competências e proposta de intervenção.',
        4,
        22,
      ),
    ],
    'carreiras-juridicas': [
      event(451, 'Processo Penal para Magistratura', 'Dr. André Figueiredo', 'Nulidades e recursos.', 3, 23),
    ],
  };
}

/** Highlights of GET /v3/home per vertical. */
export const HOME_HIGHLIGHTS: Readonly<Record<VerticalId, readonly HomeHighlight[]>> = {
  concursos: [
    {
      id: 501,
      title: 'Polícia Federal: edital publicado',
      description: 'Plano de estudos completo para Agente e Escrivão.',
      url: '/objetivos',
    },
    {
      id: 502,
      title: 'Simulado Nacional INSS',
      description: 'Concorra com milhares de alunos no próximo domingo.',
      url: '/rankings',
    },
    {
      id: 503,
      title: 'Trilhas Estratégicas 2025',
      description: 'Roteiros de estudo prontos por carreira.',
      url: '/trilhas-estrategicas',
    },
  ],
  medicina: [
    {
      id: 511,
      title: 'Residência Médica USP',
      description: 'Revisão por especialidade com questões comentadas.',
      url: '/objetivos',
    },
    {
      id: 512,
      title: 'ENARE: reta final',
      description: 'Aulas ao vivo toda semana até a prova.',
      url: '/aulas-ao-vivo',
    },
  ],
  militares: [
    {
      id: 521,
      title: 'EsPCEx 2025',
      description: 'Matemática, Física e Química no ritmo da prova.',
      url: '/objetivos',
    },
    { id: 522, title: 'Escola Naval', description: 'Simulados no formato da Marinha.', url: '/rankings' },
  ],
  oab: [
    {
      id: 531,
      title: 'OAB 1ª Fase',
      description: 'Cronograma de 60 dias com as disciplinas mais cobradas.',
      url: '/objetivos',
    },
    {
      id: 532,
      title: 'Simulados de 2ª Fase',
      description: 'Peças práticas corrigidas por especialistas.',
      url: '/discursivas',
    },
  ],
  vestibulares: [
    {
      id: 541,
      title: 'ENEM 2025',
      description: 'Questões por competência e redação corrigida.',
      url: '/objetivos',
    },
    {
      id: 542,
      title: 'FUVEST',
      description: 'Listas de exercícios por conteúdo.',
      url: '/cadernos-e-simulados',
    },
  ],
  'carreiras-juridicas': [
    {
      id: 551,
      title: 'Magistratura Estadual',
      description: 'Sentenças comentadas e jurisprudência atualizada.',
      url: '/objetivos',
    },
    {
      id: 552,
      title: 'Ministério Público',
      description: 'Trilhas por banca examinadora.',
      url: '/trilhas-estrategicas',
    },
  ],
};

/** Disciplines the performance page groups answers by, per vertical. */
export const PERFORMANCE_DISCIPLINES: Readonly<Record<VerticalId, readonly { id: number; name: string }[]>> =
  {
    concursos: [
      { id: 1, name: 'Direito Constitucional' },
      { id: 2, name: 'Direito Administrativo' },
      { id: 3, name: 'Língua Portuguesa' },
      { id: 4, name: 'Raciocínio Lógico' },
      { id: 5, name: 'Informática' },
    ],
    medicina: [
      { id: 11, name: 'Clínica Médica' },
      { id: 12, name: 'Cirurgia Geral' },
      { id: 13, name: 'Pediatria' },
      { id: 14, name: 'Ginecologia e Obstetrícia' },
      { id: 15, name: 'Medicina Preventiva' },
    ],
    militares: [
      { id: 21, name: 'Matemática' },
      { id: 22, name: 'Física' },
      { id: 23, name: 'Química' },
      { id: 24, name: 'Português' },
    ],
    oab: [
      { id: 31, name: 'Ética Profissional' },
      { id: 32, name: 'Direito Civil' },
      { id: 33, name: 'Direito Penal' },
      { id: 34, name: 'Direito do Trabalho' },
    ],
    vestibulares: [
      { id: 41, name: 'Matemática' },
      { id: 42, name: 'Linguagens' },
      { id: 43, name: 'Ciências da Natureza' },
      { id: 44, name: 'Ciências Humanas' },
    ],
    'carreiras-juridicas': [
      { id: 51, name: 'Direito Civil' },
      { id: 52, name: 'Direito Processual Civil' },
      { id: 53, name: 'Direito Penal' },
      { id: 54, name: 'Direito Constitucional' },
    ],
  };
