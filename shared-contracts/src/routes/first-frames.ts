import { pathMatchesPattern } from './ownership';

/**
 * A page's first frame (issue 12): what a first load paints of the page before any of its area's code has
 * run. The host's early boot paints the page's heading (and its intro) into the static frame as soon as the
 * HTML is parsed; the area's page renders the same words in the same place and takes the frame's place in the
 * same paint. The areas render these words from here (each bundles this module), so the two cannot differ.
 */
export interface FirstFrame {
  /** the page's <h1> */
  readonly title: string;
  /** the text under the heading (AreaPage's `intro`) */
  readonly intro?: string;
}

/**
 * Pages with a first frame, by exact path (a trailing slash allowed): the first pages of the areas whose heading
 * is the same for every student and vertical, and which come with the area's code (not a lazy page: its
 * loading view would take the frame's place before the page). The goals area's first page is named per
 * vertical, so it has none.
 */
export const FIRST_FRAMES = {
  '/mesa-de-estudo': { title: 'Mesa de estudo' },
  '/questoes/buscar': { title: 'Seleção de questões' },
  '/cursos': { title: 'Cursos', intro: 'Escolha seu curso ou plano e comece a estudar hoje.' },
  '/todos-os-cursos': { title: 'Meus cursos' },
  '/cast': { title: 'Cast' },
  '/redacoes': { title: 'Redações', intro: 'Envie suas redações para correção e acompanhe as notas.' },
} as const satisfies Readonly<Record<string, FirstFrame>>;

/** A path with a first frame. */
export type FirstFramePath = keyof typeof FIRST_FRAMES;

/** The first frame of a path (a query or hash ignored), or null when the page has none. */
export function firstFrameOf(pathname: string): FirstFrame | null {
  for (const [path, frame] of Object.entries(FIRST_FRAMES) as [FirstFramePath, FirstFrame][])
    if (pathMatchesPattern(pathname, path)) return frame;
  return null;
}
