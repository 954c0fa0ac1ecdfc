import type { SocialComment } from 'shared-contracts';

const MINUTE_MS = 60 * 1000;

/** A forum and its comments (top level and replies, each with comment_id pointing to the parent). */
export interface SeedForum {
  id: number;
  title: string;
  comments: SocialComment[];
}

const AUTHORS = [
  { id: 0x3f0, name: 'Ana Paula Souza' },
  { id: 9001, name: 'Marcos Oliveira' },
  { id: 9002, name: 'Juliana Castro' },
  { id: 9003, name: 'Prof. Ricardo Almeida' },
  { id: 9004, name: 'Felipe Nascimento' },
  { id: 9005, name: 'Larissa Moreira' },
];

const QUESTION_BODIES = [
  'Alguém sabe se a banca costuma cobrar a literalidade do artigo 5º ou a jurisprudência do STF?',
  'Errei essa questão porque confundi controle difuso com concentrado. Alguma dica para fixar?',
  'Resolvi esse caderno inteiro hoje: 38 de 45. Bora pra cima!',
  'Essa questão deveria ter sido anulada, a alternativa C também está correta.',
  'Qual material vocês usam para revisar os princípios da administração pública?',
  'A explicação em vídeo dessa questão ajudou muito, obrigado professor!',
  'Alguém montou um mapa mental de remédios constitucionais? Compartilhem, por favor.',
  'Fiz o simulado ontem e travei no tempo. Quantos minutos vocês reservam por questão?',
  'Dica: leiam a súmula vinculante 13 antes de responder esse bloco.',
  'Não entendi por que a D está errada. Alguém explica?',
  'Essa banca adora pegadinha com prazos. Atenção!',
  'Estou há 3 meses estudando e finalmente passei dos 70% de acertos.',
  'Alguém tem a lista de artigos mais cobrados de Direito Constitucional?',
  'O comentário do professor na alternativa B esclareceu minha dúvida.',
  'Vamos montar um grupo de revisão semanal? Quem topa?',
  'Essa questão caiu igualzinha na prova do TRF ano passado.',
  'Quem mais errou por causa do "exceto" no enunciado?',
  'Revisão espaçada mudou meu rendimento. Recomendo!',
];

const REPLY_BODIES = [
  'A banca costuma cobrar a jurisprudência mais recente. Vale revisar os informativos.',
  'Boa pergunta! No controle difuso qualquer juiz pode declarar; no concentrado, só o STF ou TJ.',
  'Eu uso a técnica de 1,5 minuto por questão e deixo as difíceis para o final.',
];

function comment(
  id: number,
  forumId: number,
  body: string,
  authorIndex: number,
  minutesAgo: number,
  commentId: number | null,
): SocialComment {
  const author = AUTHORS[authorIndex % AUTHORS.length] ?? { id: 9001, name: 'Marcos Oliveira' };
  return {
    id,
    body,
    forum_id: forumId,
    comment_id: commentId,
    link: null,
    author,
    likes: (id * 7) % 13,
    dislikes: (id * 3) % 4,
    created_at: new Date(Date.now() - minutesAgo * MINUTE_MS).toISOString(),
    mention: null,
    files: [],
    replies: [],
  };
}

/** The forum of question 50003, which the e2e suites open. */
export const QUESTION_FORUM_ID = 50003;

/**
 * Forum 1 has more than one page of comments (15 per page); forum 2 a short discussion. Any other forum id
 * exists empty on first use, so every screen embedding the widget has a forum.
 */
export function seedForums(): SeedForum[] {
  const busy: SocialComment[] = QUESTION_BODIES.map((body, index) =>
    comment(1000 + index, 1, body, index + 1, 30 + index * 95, null),
  );
  const answered = [busy[0], busy[1], busy[7]];
  answered.forEach((parent, index) => {
    if (!parent) return;
    parent.replies.push(comment(1100 + index, 1, REPLY_BODIES[index] ?? '', 3, 10 + index * 20, parent.id));
  });
  const short = [
    comment(2000, 2, 'Alguém conseguiu fazer a questão 4 do simulado discursivo da PF?', 4, 300, null),
    comment(2001, 2, 'Comecei o simulado hoje, o tema está bem atual.', 5, 120, null),
  ];
  const first = short[0];
  if (first)
    first.replies.push(
      comment(
        2100,
        2,
        'Consegui! Usei o esquema de introdução, dois argumentos e conclusão.',
        2,
        60,
        first.id,
      ),
    );
  // the forum of question 50003 (a question's forum id is its id): other students' comments to like and report
  const question = [
    comment(
      5000,
      QUESTION_FORUM_ID,
      'Essa questão caiu igualzinha na prova do TRF ano passado.',
      1,
      240,
      null,
    ),
    comment(5001, QUESTION_FORUM_ID, 'Não entendi por que a D está errada. Alguém explica?', 2, 180, null),
    comment(5002, QUESTION_FORUM_ID, 'Dica: leiam a súmula vinculante 13 antes de responder.', 4, 90, null),
  ];
  return [
    { id: 1, title: 'Fórum de Direito Constitucional', comments: busy },
    { id: 2, title: 'Fórum do Simulado Discursivo – Polícia Federal', comments: short },
    { id: QUESTION_FORUM_ID, title: 'Questão 50003', comments: question },
  ];
}

/** Words a comment may not contain (compared without accents, whole words, any case). */
export const BAD_WORDS: readonly string[] = [
  'palavrão',
  'idiota',
  'imbecil',
  'otário',
  'babaca',
  'burro',
  'merda',
  'porra',
  'caralho',
  'desgraçado',
];

function withoutAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The forbidden words a text contains, as listed in BAD_WORDS. */
export function findBadWords(text: string): string[] {
  const words = new Set(
    withoutAccents(text)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  );
  return BAD_WORDS.filter((word) => words.has(withoutAccents(word)));
}
