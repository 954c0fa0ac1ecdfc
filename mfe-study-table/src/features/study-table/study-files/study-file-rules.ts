import { FILE_TOO_LARGE_MESSAGE, MAX_FILE_BYTES, MAX_FILE_SIZE_LABEL } from 'shared-contracts';

/**
 * What 'Meus arquivos' takes (spec 2 leaves it open, §7 and §9): a PDF, an image or an office document
 * (Microsoft Office and OpenDocument), by extension, in any case. The dev BFF accepts the same list.
 */
export const STUDY_FILE_EXTENSIONS = {
  pdf: ['pdf'],
  images: ['png', 'jpg', 'jpeg', 'webp', 'gif'],
  documents: ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'odt', 'ods', 'odp'],
} as const;

const ALL_EXTENSIONS: readonly string[] = Object.values(STUDY_FILE_EXTENSIONS).flat();

/** The file input's `accept`: the extensions (what the picker filters on), the check is ours. */
export const STUDY_FILE_ACCEPT = ALL_EXTENSIONS.map((extension) => `.${extension}`).join(',');

const upper = (list: readonly string[]) => list.map((extension) => extension.toUpperCase()).join(', ');

/** The hint under the file input. */
export const STUDY_FILE_HINT = `Formatos aceitos: PDF, imagens (${upper(STUDY_FILE_EXTENSIONS.images)}) e documentos (${upper(STUDY_FILE_EXTENSIONS.documents)}). Tamanho máximo: ${MAX_FILE_SIZE_LABEL}.`;

/** A file of another type, refused before sending. */
export const STUDY_FILE_TYPE_MESSAGE = `Formato de arquivo não aceito. Envie um PDF, uma imagem (${upper(STUDY_FILE_EXTENSIONS.images)}) ou um documento (${upper(STUDY_FILE_EXTENSIONS.documents)}).`;

/** Enviar with no file chosen. */
export const STUDY_FILE_REQUIRED_MESSAGE = 'Escolha um arquivo para enviar.';

/** The lower-case extension of a file name ('' when none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Why a file may not be sent (its type, then its size: MAX_FILE_BYTES), or null when it may. */
export function studyFileProblem(file: { name: string; size: number }): string | null {
  if (!ALL_EXTENSIONS.includes(extensionOf(file.name))) return STUDY_FILE_TYPE_MESSAGE;
  if (file.size > MAX_FILE_BYTES) return FILE_TOO_LARGE_MESSAGE;
  return null;
}
