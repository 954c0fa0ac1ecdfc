import type { LdiChapter, LdiCourse, LdiItem, MyCourse } from 'shared-contracts';

export const SLUG = 'direito-constitucional-para-concursos';

export const MY_COURSES: MyCourse[] = [
  {
    id: 1001,
    slug: SLUG,
    title: 'Direito Constitucional para Concursos',
    description: 'Teoria da Constituição e direitos fundamentais.',
    teachers: [{ id: 11, name: 'Renato Borelli' }],
    progress: 33,
    chapters_count: 3,
    is_my_course: true,
  },
  {
    id: 1002,
    slug: 'direito-administrativo-para-concursos',
    title: 'Direito Administrativo para Concursos',
    description: 'Atos administrativos e licitações.',
    teachers: [{ id: 13, name: 'Marcos Girão' }],
    progress: 0,
    chapters_count: 3,
    is_my_course: true,
  },
];

export const COURSE: LdiCourse = { ...MY_COURSES[0]!, is_my_course: true };

export const CHAPTERS: LdiChapter[] = [
  {
    id: 10011,
    title: 'Direitos Fundamentais',
    position: 1,
    completed: true,
    items: [
      { id: 100111, title: 'Direitos Fundamentais: teoria', position: 1, completed: true, blocks_count: 3 },
      {
        id: 100112,
        title: 'Direitos Fundamentais: resumo em áudio',
        position: 2,
        completed: false,
        blocks_count: 2,
      },
    ],
  },
  {
    id: 10012,
    title: 'Organização do Estado',
    position: 2,
    completed: false,
    items: [
      { id: 100121, title: 'Organização do Estado: teoria', position: 1, completed: false, blocks_count: 1 },
    ],
  },
];

export const ITEMS: Record<number, LdiItem> = {
  100111: {
    id: 100111,
    title: 'Direitos Fundamentais: teoria',
    chapter_id: 10011,
    course_id: 1001,
    blocks: [
      {
        id: 1001111,
        position: 1,
        type: 'text',
        content:
          '<h3>Conceito e características</h3><p>Nenhum direito fundamental é <strong>absoluto</strong>.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true" alt="mapa">',
      },
      {
        id: 1001112,
        position: 2,
        type: 'youtube',
        video: { title: 'Direitos Fundamentais em 15 minutos', source: 'M7lc1UVf-VE', duration: 912 },
      },
      {
        id: 1001113,
        position: 3,
        type: 'question',
        question: {
          id: 70001,
          statement: '<p>O direito à vida é absoluto.</p>',
          source: 'CEBRASPE 2021 - PF - Agente de Polícia Federal',
          alternatives: [
            { id: 700011, letter: 'C', body: 'Certo' },
            { id: 700012, letter: 'E', body: 'Errado' },
          ],
        },
      },
      {
        id: 1001114,
        position: 4,
        type: 'pdfMyDocuments',
        file: { name: 'Mapa mental.pdf', url: '/static-bff/arquivos/mapa.pdf', size: 482133 },
      },
    ],
  },
  100112: {
    id: 100112,
    title: 'Direitos Fundamentais: resumo em áudio',
    chapter_id: 10011,
    course_id: 1001,
    blocks: [
      {
        id: 1001121,
        position: 1,
        type: 'cast',
        cast: {
          album_id: 1001,
          album_image_url: null,
          track: {
            id: 1001121,
            title: 'Resumo em áudio: Direitos Fundamentais',
            duration: 480,
            teachers: [{ name: 'Renato Borelli' }],
          },
        },
      },
      {
        id: 1001122,
        position: 2,
        type: 'notebook',
        notebook: { id: 101, name: 'Direitos Fundamentais', questions_number: 60 },
      },
    ],
  },
  100121: {
    id: 100121,
    title: 'Organização do Estado: teoria',
    chapter_id: 10012,
    course_id: 1001,
    blocks: [
      {
        id: 1001211,
        position: 1,
        type: 'text',
        content: '<p>A República Federativa do Brasil é formada pela união indissolúvel dos Estados.</p>',
      },
    ],
  },
};

/** A saved note on the first block of the reader's first item (the annotations and "Meu caderno" tests). */
export const A_NOTE_SELECTION = {
  id: 5,
  course_id: 1001,
  chapter_id: 10011,
  item_id: 100111,
  block_id: 1001111,
  kind: 'note' as const,
  text: 'Nenhum direito',
  note: 'Cai sempre',
  course_type: 'course',
};
