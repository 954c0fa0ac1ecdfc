import type { EcommerceArea } from '../flags/feature-flags';

/** Paths the shell itself sends people to. */
export const SHELL_PATHS = {
  /** home of the navigation layout (logo, disabled-flag redirect) */
  home: '/mesa-de-estudo',
  auth: '/auth',
  downloadApp: '/baixar-o-app',
  upsell: '/garanta-acesso-completo',
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
