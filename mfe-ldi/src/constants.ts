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
  types: readonly LdiBlockType[];
}

export const BLOCK_FILTERS: readonly BlockFilter[] = [
  { key: 'showVideos', label: 'Vídeos', types: ['youtube', 'vimeo', 'videoMyDocuments'] },
  { key: 'showTexts', label: 'Textos', types: ['text', 'tiptap'] },
  { key: 'showQuestions', label: 'Questões', types: ['question', 'notebook'] },
  { key: 'showCasts', label: 'Casts', types: ['cast'] },
  { key: 'showAttachments', label: 'Anexos', types: ['pdfMyDocuments', 'rangeLdiLinks'] },
];

/** Horizontal type of the cast sections the reader sends to the audio dock (spec 2 §3 Cast). */
export const LDI_CAST_HORIZONTAL = 'ldi';
