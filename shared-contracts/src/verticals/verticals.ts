/**
 * Verticals (spec 1 §1): the first label of the host name; unknown hosts fall back to concursos.
 */
import type { KnownFeatureFlag } from '../flags/feature-flags';

import type { VerticalId } from './vertical-ids';

export { DEFAULT_VERTICAL, isVerticalId, VERTICAL_IDS, verticalFromHost } from './vertical-ids';
export type { VerticalId } from './vertical-ids';

/**
 * The host of another vertical: the first label replaced by the vertical name, the port kept. A single-label
 * host (localhost) gets the vertical prepended, since replacing it would leave no site name.
 */
export function switchVerticalHost(host: string, vertical: VerticalId): string {
  const match = /^(.*?)(:\d+)?$/.exec(host.trim());
  const name = match?.[1] ?? host;
  const port = match?.[2] ?? '';
  const labels = name.split('.');
  if (labels.length === 1) return `${vertical}.${name}${port}`;
  labels[0] = vertical;
  return `${labels.join('.')}${port}`;
}

/** The words that change per vertical (pt-BR). */
export interface VerticalWording {
  /** the vertical's name in menus ('Medicina') */
  verticalName: string;
  /** product name in page titles ('Estudos Medicina | Página não encontrada') */
  productName: string;
  /** 'Caderno' or 'Lista' */
  notebook: string;
  /** 'Cadernos' or 'Listas' */
  notebooks: string;
  /** side-menu label: 'Cadernos e Simulados' or 'Listas e Simulados' */
  notebooksAndExams: string;
  /** 'Simulados de 2ª Fase' for oab, else 'Simulados discursivos' */
  discursives: string;
  /** 'Curso Especial' (oab), 'Curso especial' (carreiras-juridicas), else 'Monitoria' */
  tutoring: string;
  /** plural of tutoring */
  tutorings: string;
  /** 'Objetivo' */
  objective: string;
  /** 'Objetivos' */
  objectives: string;
  /** the discursive phase: '2ª Fase' for oab, else 'Discursiva' */
  phase: string;
}

type WordingSeed = Pick<VerticalWording, 'verticalName' | 'productName'> & {
  lists: boolean;
};

const SEEDS: Record<VerticalId, WordingSeed> = {
  concursos: { verticalName: 'Concursos', productName: 'Estudos Concursos', lists: false },
  medicina: { verticalName: 'Medicina', productName: 'Estudos Medicina', lists: true },
  militares: { verticalName: 'Militares', productName: 'Estudos Militares', lists: true },
  oab: { verticalName: 'OAB', productName: 'Estudos OAB', lists: false },
  vestibulares: { verticalName: 'Vestibulares', productName: 'Estudos Vestibulares', lists: false },
  'carreiras-juridicas': {
    verticalName: 'Carreiras Jurídicas',
    productName: 'Estudos Carreiras Jurídicas',
    lists: false,
  },
};

function tutoringOf(vertical: VerticalId): { tutoring: string; tutorings: string } {
  if (vertical === 'oab') return { tutoring: 'Curso Especial', tutorings: 'Cursos Especiais' };
  if (vertical === 'carreiras-juridicas')
    return { tutoring: 'Curso especial', tutorings: 'Cursos especiais' };
  return { tutoring: 'Monitoria', tutorings: 'Monitorias' };
}

function buildWording(vertical: VerticalId): VerticalWording {
  const { verticalName, productName, lists } = SEEDS[vertical];
  return {
    verticalName,
    productName,
    notebook: lists ? 'Lista' : 'Caderno',
    notebooks: lists ? 'Listas' : 'Cadernos',
    notebooksAndExams: lists ? 'Listas e Simulados' : 'Cadernos e Simulados',
    discursives: vertical === 'oab' ? 'Simulados de 2ª Fase' : 'Simulados discursivos',
    ...tutoringOf(vertical),
    objective: 'Objetivo',
    objectives: 'Objetivos',
    phase: vertical === 'oab' ? '2ª Fase' : 'Discursiva',
  };
}

/** Wording of every vertical. */
export const VERTICAL_WORDING: Readonly<Record<VerticalId, VerticalWording>> = {
  concursos: buildWording('concursos'),
  medicina: buildWording('medicina'),
  militares: buildWording('militares'),
  oab: buildWording('oab'),
  vestibulares: buildWording('vestibulares'),
  'carreiras-juridicas': buildWording('carreiras-juridicas'),
};

/** The wording of one vertical. */
export function verticalWording(vertical: VerticalId): VerticalWording {
  return VERTICAL_WORDING[vertical];
}

/** The flag that shows a vertical in the verticals menu (none is named for carreiras-juridicas). */
export const VERTICAL_MENU_FLAGS: Readonly<Record<VerticalId, KnownFeatureFlag | null>> = {
  concursos: 'vertical_menu_concursos',
  medicina: 'vertical_menu_medicina',
  militares: 'vertical_menu_militar',
  oab: 'vertical_menu_oab',
  vestibulares: 'vertical_menu_vestibulares',
  'carreiras-juridicas': null,
};
