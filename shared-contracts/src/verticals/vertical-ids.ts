/**
 * The vertical ids and the vertical of a host name (spec 1 §1), on their own: the host's early boot script
 * bundles this file (verticals.ts re-exports it with the rest of what a vertical has).
 */
export const VERTICAL_IDS = [
  'concursos',
  'medicina',
  'militares',
  'oab',
  'vestibulares',
  'carreiras-juridicas',
] as const;

/** A vertical the product is sold in. */
export type VerticalId = (typeof VERTICAL_IDS)[number];

export const DEFAULT_VERTICAL: VerticalId = 'concursos';

/** Whether a string is a vertical id. */
export function isVerticalId(value: string): value is VerticalId {
  return (VERTICAL_IDS as readonly string[]).includes(value);
}

/** Strips a port and a trailing dot, lower-cases. */
function hostnameOf(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

/** The vertical of a host name ('medicina.localhost:3000' → 'medicina'); unknown → concursos. */
export function verticalFromHost(host: string): VerticalId {
  const firstLabel = hostnameOf(host).split('.')[0] ?? '';
  return isVerticalId(firstLabel) ? firstLabel : DEFAULT_VERTICAL;
}
