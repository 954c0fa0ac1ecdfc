import type { VerticalId } from 'shared-contracts';

/** The vertical each /destaques sub-page is about (spec 1 §2 routes). */
export const HIGHLIGHT_PAGES: Readonly<Record<string, VerticalId>> = {
  'destaques-cj': 'carreiras-juridicas',
  'destaques-med': 'medicina',
  'destaques-oab': 'oab',
  'destaques-vest': 'vestibulares',
};
