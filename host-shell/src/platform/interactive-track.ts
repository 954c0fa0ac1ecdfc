import { INTERACTIVE_TRACK_TYPE } from 'shared-contracts';

/** The strategic-track pages: a track by slug, and the print and pdf views (spec 1 §2). */
const STRATEGIC_ROUTES = [
  /^\/trilhas-estrategicas\/(?!estante(?:\/|$)|resultado-pesquisa(?:\/|$))[^/]+\/?$/,
  /^\/trilhas-interativas\/print\/?$/,
  /^\/ldi\/(?:print|print-test|pdf)\/?$/,
];

/**
 * Spec 1 §2, §7: "route names for the strategic-track slug, print or pdf trigger a special request header":
 * the strategic client sends the interactive-track type only while the page is one of those routes.
 */
export function interactiveTrackTypeFor(pathname: string): string | null {
  return STRATEGIC_ROUTES.some((route) => route.test(pathname)) ? INTERACTIVE_TRACK_TYPE : null;
}
