/** Constants of the courses and learning documents area (spec 1 §2, spec 2 §2, §7, §9), each named once. */
import type { LdiBlockType } from 'shared-contracts';

/** The area's name: failure logs ('[mfe-ldi] getItem falhou') and query keys start with it. */
export const AREA_NAME = 'mfe-ldi';

export const MY_COURSES_PATH = '/todos-os-cursos';
export const LDI_PATH = '/ldi';
export const TRAILS_PATH = '/trilhas-estrategicas';
export const TUTORINGS_PATH = '/monitorias';
export const VIP_ROOMS_PATH = '/sala-vip';
/** Where a notebook block opens (the questions area). */
export const NOTEBOOK_PATH = '/cadernos-e-simulados/cadernos';

/** Chapter filters of the reader (spec 2 §2): key, label and the block types each one shows. */
export interface BlockFilter {
  key: 'showVideos' | 'showTexts' | 'showQuestions' | 'showCasts' | 'showAttachments';
  label: string;
  /** its value in the address when it is turned off (?ocultar=videos) */
  slug: string;
  types: readonly LdiBlockType[];
}

export const BLOCK_FILTERS: readonly BlockFilter[] = [
  { key: 'showVideos', label: 'Vídeos', slug: 'videos', types: ['youtube', 'vimeo', 'videoMyDocuments'] },
  { key: 'showTexts', label: 'Textos', slug: 'textos', types: ['text', 'tiptap'] },
  { key: 'showQuestions', label: 'Questões', slug: 'questoes', types: ['question', 'notebook'] },
  { key: 'showCasts', label: 'Casts', slug: 'casts', types: ['cast'] },
  { key: 'showAttachments', label: 'Anexos', slug: 'anexos', types: ['pdfMyDocuments', 'rangeLdiLinks'] },
];

/** Horizontal type of the cast sections the reader sends to the audio dock (spec 2 §3 Cast). */
export const LDI_CAST_HORIZONTAL = 'ldi';

/** Horizontal type of the cast sections of a custom course (spec 2 §3 Cast; the dock asks the custom track URL). */
export const CUSTOM_LDI_CAST_HORIZONTAL = 'custom-ldi';

export const CUSTOM_LDI_PATH = '/ldi-personalizado';
export const INTERACTIVE_TRAILS_PATH = '/trilhas-interativas';

/** Content view modes of the reader (spec 2 §2), kept in the URL as ?modo=. */
export const VIEW_MODES = [
  { key: 'complete', label: 'Completo' },
  { key: 'simple', label: 'Simplificado' },
  { key: 'my_notebook', label: 'Meu caderno' },
  { key: 'incidence', label: 'Incidência' },
  { key: 'forum', label: 'Fórum' },
  { key: 'downloads', label: 'Downloads' },
  { key: 'mark', label: 'Marcações' },
] as const;
export type ViewMode = (typeof VIEW_MODES)[number]['key'];
/**
 * The modes of a custom course (/ldi-personalizado): all but the incidence, which spec 2 measures per catalogue
 * course (GET my-courses/{c}/goals/{g}/incidences) and no call gives for a custom one (it answered 404 there).
 */
export const CUSTOM_COURSE_VIEW_MODES = VIEW_MODES.filter((mode) => mode.key !== 'incidence');
/** The search parameter holding the view mode, and the one holding the chapter. */
export const VIEW_MODE_PARAM = 'modo';
export const CHAPTER_PARAM = 'capitulo';
/** A deep link to a block: the item pages load until that block (load_until_block_id). */
export const BLOCK_PARAM = 'bloco';
/**
 * The search parameter listing the chapter filters turned off (?ocultar=videos&ocultar=casts), by their slug:
 * the reader opens with everything shown, so the usual address carries none, and turning every filter off can
 * still be said.
 */
export const HIDDEN_BLOCKS_PARAM = 'ocultar';
/** The search parameter holding the goal the incidence mode measures against (?modo=incidence&objetivo=7). */
export const INCIDENCE_GOAL_PARAM = 'objetivo';
/** Search inside a document starts at this many letters (the dev BFF refuses fewer). */
export const DOCUMENT_SEARCH_MIN_LENGTH = 2;
/** The search parameter holding the term searched in the document (a reload or a shared link shows it again). */
export const DOCUMENT_SEARCH_PARAM = 'busca';
/**
 * What the document search says about its minimum: the hint under the field and the error of a shorter term.
 * Spec 2 quotes neither; the hint reads like spec 1's 'Máximo de 100 caracteres'.
 */
export const DOCUMENT_SEARCH_MESSAGES = {
  hint: `Mínimo de ${DOCUMENT_SEARCH_MIN_LENGTH} caracteres`,
  tooShort: `Digite pelo menos ${DOCUMENT_SEARCH_MIN_LENGTH} caracteres para buscar no livro.`,
} as const;

/** The server's filter parameter of GET /v3/mci/items/{id} for each chapter filter (spec 2 §7). */
export const BLOCK_FILTER_PARAMS = {
  showVideos: 'video_only',
  showTexts: 'text_only',
  showQuestions: 'question_only',
  showCasts: 'cast_only',
  showAttachments: 'attachment_only',
} as const;

/** Default course_type of text selections and last-seen records (spec 2 §5, §9). */
export const DEFAULT_COURSE_TYPE = 'course';
export const CUSTOM_COURSE_TYPE = 'custom';

/** Annotation kinds (spec 2 §3) with the label of the button that makes them. */
export const ANNOTATION_KINDS = [
  { kind: 'highlight', label: 'Destacar' },
  { kind: 'note', label: 'Anotar' },
  { kind: 'underline', label: 'Sublinhar' },
  { kind: 'strike', label: 'Riscar' },
] as const;
export type AnnotationKind = (typeof ANNOTATION_KINDS)[number]['kind'];

/** Study time: a block's time is sent every this many seconds while its item is on screen. */
export const STUDY_TIME_TICK_SECONDS = 30;
/** Study times under a minute are not shown (they would read '0min'). */
export const SECONDS_PER_MINUTE = 60;
/** The study-time lookups' silent answer (spec 2 §8). */
export const RECORD_NOT_FOUND = 'record not found';

/**
 * Value of the print-system token header (HEADER_PRINT_TOKEN) the reader sends on every print call
 * (spec 2 §6, §7); the spec names no value, the dev BFF only requires it present.
 */
export const PRINT_SYSTEM_TOKEN = 'front-student-print';
/** Print view query parameters: the course id and the chapter id. */
export const PRINT_COURSE_PARAM = 'curso';
export const PRINT_CHAPTER_PARAM = 'capitulo';
/** A print request is polled this many times, this far apart, before giving up. */
export const PRINT_POLL_ATTEMPTS = 20;
export const PRINT_POLL_INTERVAL_MS = 1000;

/**
 * Callout boxes of lesson HTML (spec 2 §9: about 50 kinds with labels, e.g. Bizu, Cuidado, Se liga; the full
 * list is not shown). The editor marks one as <blockquote class="callout callout-{kind}">; the reader names it
 * with its label. Kinds beyond the three the spec names are this area's choice until the real list arrives.
 */
export const CALLOUT_LABELS: Readonly<Record<string, string>> = {
  bizu: 'Bizu',
  cuidado: 'Cuidado',
  'se-liga': 'Se liga',
  atencao: 'Atenção',
  importante: 'Importante',
  dica: 'Dica',
  'dica-de-prova': 'Dica de prova',
  macete: 'Macete',
  pegadinha: 'Pegadinha',
  'cai-na-prova': 'Cai na prova',
  'ja-caiu': 'Já caiu',
  'como-cai': 'Como cai',
  'lembre-se': 'Lembre-se',
  'fique-de-olho': 'Fique de olho',
  'nao-confunda': 'Não confunda',
  'nao-esqueca': 'Não esqueça',
  decore: 'Decore',
  memorize: 'Memorize',
  resumo: 'Resumo',
  resumindo: 'Resumindo',
  esquematizando: 'Esquematizando',
  esquema: 'Esquema',
  'mapa-mental': 'Mapa mental',
  exemplo: 'Exemplo',
  'na-pratica': 'Na prática',
  observacao: 'Observação',
  obs: 'Obs.',
  curiosidade: 'Curiosidade',
  'voce-sabia': 'Você sabia?',
  conceito: 'Conceito',
  definicao: 'Definição',
  'lei-seca': 'Lei seca',
  'letra-da-lei': 'Letra da lei',
  jurisprudencia: 'Jurisprudência',
  sumula: 'Súmula',
  'sumula-vinculante': 'Súmula vinculante',
  informativo: 'Informativo',
  doutrina: 'Doutrina',
  'posicao-da-banca': 'Posição da banca',
  'entendimento-da-banca': 'Entendimento da banca',
  'questao-comentada': 'Questão comentada',
  exercicio: 'Exercício',
  revisao: 'Revisão',
  revise: 'Revise',
  aprofundando: 'Aprofundando',
  'para-saber-mais': 'Para saber mais',
  excecao: 'Exceção',
  regra: 'Regra',
  'tome-nota': 'Tome nota',
  alerta: 'Alerta',
};
