/**
 * Constants of the submissions area (spec 3). Page sizes and the upload limit (MAX_FILE_BYTES, its label
 * and FILE_TOO_LARGE_MESSAGE, which the BFF shares) come from shared-contracts.
 */
import type { SubmissionStatus } from 'shared-contracts';

/** The area's name: query keys start with it, service failures are logged with it (spec 3 §8). */
export const AREA_NAME = 'mfe-submissions';

/** File types accepted for essays and discursive answers (spec 3 §5). */
export const ALLOWED_FILE_EXTENSIONS: readonly string[] = ['pdf', 'png', 'jpg', 'jpeg', 'webp'];
/** The file input's accept attribute for those types. */
export const ALLOWED_FILE_ACCEPT =
  '.pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp';

/** Messages of spec 3 §5 and §8, exactly. */
export const INVALID_FILE_TYPE_MESSAGE =
  'Somente arquivos nos formatos pdf, png, webp, jpg e jpeg são permitidos!.';
export const LOAD_FAILURE_MESSAGE = 'Falha ao carregar o conteúdo!';
export const ESSAY_SENT_MESSAGE = 'Redação enviada para correção!';
export const DISCURSIVE_SENT_MESSAGE = 'Simulado enviado para correção!';
export const SUBMIT_LIMIT_MESSAGE = 'Você já atingiu o limite de envios para essa correção!';
export const SUBMIT_LIMIT_TAG = 'DISCURSIVAS.SUBMIT_LIMIT_REACHED';
export const SLUG_REQUIRED_MESSAGE = 'Parâmetro slug é obrigatório';
export const FILES_REQUIRED_MESSAGE = 'É necessário enviar pelo menos um arquivo';
export const INVALID_FILE_MESSAGE = 'Arquivo inválido detectado';
export const SLUG_AND_ID_REQUIRED_MESSAGE = 'Parâmetros slug e id são obrigatórios';
/**
 * What a student reads about an upload that takes long (issue 11): the slow notice after
 * UPLOAD_SLOW_AFTER_MS, its cancel button, and why an upload stopped (no answer by its deadline, or
 * cancelled). The spec quotes none of these; each says that nothing filled in is lost.
 */
export const UPLOAD_MESSAGES = {
  slow: 'O envio está demorando mais que o normal. Você pode continuar esperando ou cancelar; o que você preencheu continua aqui.',
  cancel: 'Cancelar envio',
  timedOut: 'O servidor não respondeu ao envio. Tente novamente; o que você preencheu continua aqui.',
  cancelled: 'Envio cancelado. O que você preencheu continua aqui.',
} as const;
/** Answer files added to a submission. */
export const ANSWER_FILES_ADDED_MESSAGE = 'Arquivos adicionados ao envio!';

/** Comment rejections for forbidden words (spec 3 §8) and what the screen says. */
export const BAD_WORDS_TAGS: readonly string[] = ['SOCIAL_ERROR_BAD_WORDS', 'COURSE_FORUM_ERROR_BAD_WORDS'];
export const BAD_WORDS_MESSAGE =
  'Seu comentário contém palavras impróprias. Revise o texto e tente novamente.';

/** What the comments widget says (spec 3 §2 Comments and forum). */
export const COMMENT_MESSAGES = {
  postFailed: 'Não foi possível publicar o comentário. Tente novamente.',
  editFailed: 'Não foi possível salvar o comentário. Tente novamente.',
  deleteFailed: 'Não foi possível excluir o comentário.',
  deleteConfirm: 'Tem certeza de que deseja excluir este comentário? Esta ação não pode ser desfeita.',
  likeFailed: 'Não foi possível curtir o comentário.',
  dislikeFailed: 'Não foi possível registrar o seu "não curti".',
  reportSent: 'Denúncia enviada. Obrigado por avisar!',
  reportFailed: 'Não foi possível enviar a denúncia. Tente novamente.',
  reportTypesFailed: 'Não foi possível carregar os motivos de denúncia.',
  reportTypeRequired: 'Escolha o motivo da denúncia.',
  attachFailed: 'Não foi possível anexar o arquivo.',
  detachFailed: 'Não foi possível remover o anexo.',
  signedOut: 'Entre na sua conta para comentar, curtir ou denunciar comentários.',
} as const;

/** What each submission status means to the student (spec 3 §4). */
export const SUBMISSION_STATUS_LABELS: Readonly<Record<SubmissionStatus, string>> = {
  'waiting revision': 'Aguardando correção',
  'on revision': 'Aguardando correção',
  revised: 'Corrigida',
  'has error': 'Com erro',
};

/**
 * The search parameters of the area's lists: the tab shown (?aba=, the first tab when absent) and the
 * discursive catalogue's classification (?classificacao=, its name). A reload, a shared link or a sign-in round
 * trip bring the student back to the same list.
 */
export const TAB_PARAM = 'aba';
export const CLASSIFICATION_PARAM = 'classificacao';

/** Area routes (ARCHITECTURE §2 ownership table). */
export const ROUTES = {
  essays: '/redacoes',
  discursives: '/discursivas',
  discursive: (slug: string) => `/discursivas/${encodeURIComponent(slug)}`,
  discursiveCategory: (name: string) => `/discursivas/categorias/${encodeURIComponent(name)}`,
} as const;
