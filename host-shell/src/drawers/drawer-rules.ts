import type { DrawerRequest, FolderItem } from 'shared-contracts';
import {
  DUPLICATE_NAME_PREFIX,
  EXAM_DURATION_MIN_S,
  EXAM_DURATION_STEP_S,
  NAME_MAX_LENGTH,
  ROOT_FOLDER_PATH,
} from 'shared-contracts';

/** Spec 1 §8 messages of the drawers. */
export const CREATE_ERROR = 'Ocorreu erro ao criar. Entre em contato com o suporte.';
export const UPDATE_ERROR = 'Ocorreu erro ao atualizar. Entre em contato com o suporte.';
export const GENERIC_ERROR = 'Ocorreu um erro. Por favor, tente novamente mais tarde.';
export const EDIT_EXAM_ERROR = 'Não foi possível editar o simulado, tente novamente.';
export const EXAM_DETAILS_ERROR = 'Erro ao carregar informações do simulado. Usando valores padrão.';
export const EXAM_DETAILS_PENDING = 'Aguarde o carregamento das informações do simulado.';
export const MISSING_QUESTION_IDS = 'Digite ao menos um ID de questão';

/**
 * Letters (with Portuguese accents), digits, spaces and the accents/quotes a name may carry; everything
 * else is dropped while typing (spec 1 §5).
 */
const NOT_ALLOWED_IN_NAME = /[^A-Za-z0-9À-ÖØ-öø-ÿ ´`^~¨'"]/g;

/** What a name field keeps of the typed text: allowed characters only, at most 100 of them. */
export function sanitizeName(value: string): string {
  return Array.from(value.replace(NOT_ALLOWED_IN_NAME, '')).slice(0, NAME_MAX_LENGTH).join('');
}

/** The characters `sanitizeName` drops from the typed text, each once, in the order typed. */
export function removedFromName(value: string): string {
  return [...new Set(value.match(NOT_ALLOWED_IN_NAME) ?? [])].join('');
}

/**
 * The note under a name field once characters were dropped (spec 1 §5 keeps only the allowed ones): which
 * ones, when they can be seen, and what a name may hold.
 */
export function removedCharactersNote(removed: string): string {
  const rule = 'Use apenas letras, números, acentos, aspas e espaços.';
  const visible = Array.from(removed.replace(/\s/g, '')).join(' ');
  // the list goes last, with no full stop after it: a removed '.' or ')' stays readable
  return visible === ''
    ? `Caracteres não permitidos foram removidos. ${rule}`
    : `${rule} Removidos: ${visible}`;
}

/** A stored name the field would keep as it is (a draft from local storage is checked with it). */
export function isCleanName(value: unknown): value is string {
  return typeof value === 'string' && sanitizeName(value) === value;
}

/** Submit is possible only when the trimmed name is not blank and nothing is in flight. */
export function canSubmitName(name: string, loading: boolean): boolean {
  return !loading && name.trim() !== '';
}

/** The path of a folder named `name` inside `parent` (spaces become underscores). */
export function childFolderPath(parent: string, name: string): string {
  return `${parent}.${name.trim().replace(/ /g, '_')}`;
}

/** The folder a folder item lives in ('base.A.B' → 'base.A'). */
export function parentPath(path: string): string {
  const cut = path.lastIndexOf('.');
  return cut < 0 ? ROOT_FOLDER_PATH : path.slice(0, cut);
}

/** A folder path as the student reads it: 'base.Revisão_final' → ['Revisão final']. */
export function pathLabels(path: string): string[] {
  return path
    .split('.')
    .slice(1)
    .map((segment) => segment.replace(/_/g, ' '));
}

export function isShared(item: Pick<FolderItem, 'tag'>): boolean {
  return item.tag.includes('SHARED');
}

/** Spec 1 §5/§6: shared items keep their name; a notebook is renamed only by its owner. */
export function canRename(item: Pick<FolderItem, 'tag' | 'student_id'>, userId: number | null): boolean {
  if (isShared(item)) return false;
  return userId === null || item.student_id === userId;
}

/** 'Cópia de ' plus the original name, kept within the name limit. */
export function duplicateName(original: string): string {
  return sanitizeName(`${DUPLICATE_NAME_PREFIX}${original}`);
}

export function increaseDuration(seconds: number): number {
  return seconds + EXAM_DURATION_STEP_S;
}

/** Goes down one step only while above the 15-minute minimum. */
export function decreaseDuration(seconds: number): number {
  return seconds > EXAM_DURATION_MIN_S
    ? Math.max(EXAM_DURATION_MIN_S, seconds - EXAM_DURATION_STEP_S)
    : seconds;
}

export function canDecreaseDuration(seconds: number): boolean {
  return seconds > EXAM_DURATION_MIN_S;
}

/** 5400 → '1h 30min'; 900 → '15min'; 7200 → '2h'. */
export function formatDuration(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.round((seconds % 3600) / 60);
  if (hours === 0) return `${minutes}min`;
  return minutes === 0 ? `${hours}h` : `${hours}h ${minutes}min`;
}

/** Spoken form of the duration: '1 hora e 30 minutos'. */
export function spokenDuration(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.round((seconds % 3600) / 60);
  const h = hours === 1 ? '1 hora' : `${hours} horas`;
  const m = minutes === 1 ? '1 minuto' : `${minutes} minutos`;
  if (hours === 0) return m;
  return minutes === 0 ? h : `${h} e ${m}`;
}

export interface DuplicateOptions {
  wrong_answers: boolean;
  correct_answers: boolean;
  not_answered: boolean;
}

export const NO_DUPLICATE_OPTIONS: DuplicateOptions = {
  wrong_answers: false,
  correct_answers: false,
  not_answered: false,
};

/** The duplicate-exam note: which questions the copy keeps for the chosen options (spec 1 §5). */
export function duplicateNote(options: DuplicateOptions): string {
  const { wrong_answers: wrong, correct_answers: correct, not_answered: unanswered } = options;
  if (wrong && correct && !unanswered)
    return 'Serão mantidas apenas as questões resolvidas (acertos e erros).';
  if (wrong && !correct && !unanswered) return 'Serão mantidas apenas as questões que você errou.';
  if (correct && !wrong && !unanswered) return 'Serão mantidas apenas as questões que você acertou.';
  if (unanswered && !wrong && !correct) return 'Serão mantidas apenas as questões não respondidas.';
  if (unanswered && (wrong || correct)) {
    const kept = [wrong && 'erros', correct && 'acertos', 'não respondidas'].filter(Boolean).join(', ');
    return `Serão mantidas as questões: ${kept}.`;
  }
  return 'Todas as questões do simulado serão mantidas.';
}

export function selectedOptions(options: DuplicateOptions): (keyof DuplicateOptions)[] {
  return (Object.keys(options) as (keyof DuplicateOptions)[]).filter((key) => options[key]);
}

/** Question IDs typed by the student: whitespace dropped, digit groups separated by ';' (or anything else). */
export function parseQuestionIds(text: string): number[] {
  const groups = text.replace(/\s+/g, '').match(/\d+/g) ?? [];
  return [...new Set(groups.map(Number).filter((id) => id > 0))];
}

/** What a failed call looks like to the drawers: the server's message when it sent one, and the status. */
export interface DrawerCallError {
  serverMessage: string | null;
  clientMessage: string | null;
  status: number | null;
}

/** ky's own text for a status, which says nothing to a student (e.g. 'Request failed with status code 400'). */
function isGenericStatusMessage(message: string): boolean {
  return /status code \d{3}|^Request failed/i.test(message);
}

/**
 * Duplicate-exam failure message (spec 1 §8): the server's message if present, else the client's message
 * unless it is the generic status-400 one, else the generic text.
 */
export function duplicateExamErrorMessage(error: DrawerCallError): string {
  if (error.serverMessage) return error.serverMessage;
  if (error.clientMessage && !(error.status === 400 && isGenericStatusMessage(error.clientMessage)))
    return error.clientMessage;
  return GENERIC_ERROR;
}

/** Share links of notebooks and exams: the /cadernos/{id} and /simulados/{id} sub-paths (spec 1 §2). */
export function shareLink(origin: string, item: Pick<FolderItem, 'id' | 'tag'>): string {
  const kind = item.tag.endsWith('STUDENT_EXAM') ? 'simulados' : 'cadernos';
  return `${origin}/cadernos-e-simulados/${kind}/${item.id}`;
}

/** The notebook a create-exam drawer takes its questions from: the item when it is one, else `data.notebook_id`. */
export function sourceNotebookId(request: Pick<DrawerRequest, 'item' | 'data'>): number | undefined {
  if (request.item && request.item.tag.endsWith('NOTEBOOK')) return request.item.id;
  return typeof request.data?.notebook_id === 'number' ? request.data.notebook_id : undefined;
}

/**
 * Where what a student types in a drawer is kept as their draft (`drawer:{kind}:…`): per item for the
 * duplicates and add-by-ID (and notebook or exam), per source notebook or per folder it was opened in
 * (and whether from a question selection) for the creates, so a draft never shows up in another drawer.
 */
export function drawerDraftKey(request: DrawerRequest): string {
  const kind = `drawer:${request.kind}`;
  switch (request.kind) {
    case 'duplicate-notebook':
    case 'duplicate-exam':
      return `${kind}:${request.item?.id ?? ''}`;
    case 'add-questions-by-id':
      return request.item
        ? `${kind}:${request.item.tag.endsWith('STUDENT_EXAM') ? 'exam' : 'notebook'}:${request.item.id}`
        : kind;
    case 'create-exam': {
      const notebookId = sourceNotebookId(request);
      if (notebookId !== undefined) return `${kind}:notebook:${notebookId}`;
      break;
    }
    default:
      break;
  }
  const selection = request.filters ? ':selecao' : '';
  return `${kind}:${request.path ?? ROOT_FOLDER_PATH}${selection}`;
}
