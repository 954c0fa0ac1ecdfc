import type { EcommerceArea } from '../flags/feature-flags';

/** The upsell page (also on its own: the host's early boot bundles it without the rest of SHELL_PATHS). */
export const UPSELL_PATH = '/garanta-acesso-completo';

/** Paths the shell itself sends people to. */
export const SHELL_PATHS = {
  /** home of the navigation layout (logo, disabled-flag redirect) */
  home: '/mesa-de-estudo',
  auth: '/auth',
  downloadApp: '/baixar-o-app',
  upsell: UPSELL_PATH,
  coursesMaintenance: '/cursos/manutencao/',
  questionsSearch: '/questoes/buscar',
  notFound: '/404',
  serverError: '/500',
  underMaintenance: '/503',
} as const;

/** The upsell page for an area the user is not entitled to (entitlement guard of spec 1 §2). */
export function upsellPath(area: EcommerceArea): string {
  return `${SHELL_PATHS.upsell}?horizontal=${encodeURIComponent(area)}`;
}

/** The first path segment ('' for '/'), used for the active side-menu item and the 404 variant. */
export function firstPathSegment(pathname: string): string {
  return (
    pathname
      .split(/[?#]/)[0]
      ?.split('/')
      .find((segment) => segment !== '') ?? ''
  );
}
