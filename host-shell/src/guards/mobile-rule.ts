/**
 * Who the mobile guard (spec 1 §2 rule 4) sends to the app download page, and where, without anything else of
 * the guards: the early boot script (boot/early-boot.ts) reads it too, to send a signed-in phone there before
 * the shell has even started, and to skip preloading an area a phone will never show.
 */
import { maintenanceAreaForPath } from 'shared-contracts/maintenance-area';

export const APP_DOWNLOAD_PATH = '/baixar-o-app';
/** The notebooks area: the app opens it from the legacy-app-link parameter. */
export const NOTEBOOKS_PATH = '/cadernos-e-simulados';

/** Paths every guard lets through (spec 1 §2 rule 5). */
export const UNGUARDED = ['/destaques', '/cursos', '/curso'];
/**
 * Paths a phone may open on the web: sign-in, the app download page itself, public questions and the
 * commerce and profile pages (the app is for studying; buying and the account stay on the web).
 */
export const MOBILE_WEB_PATHS = [
  '/auth',
  APP_DOWNLOAD_PATH,
  '/public',
  '/garanta-acesso-completo',
  '/cursos-para-voce',
  '/recorrencia',
  '/meu-perfil',
  '/minhas-compras',
  '/cancelar-compras',
];

export function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function isUnguardedPath(pathname: string): boolean {
  return pathname === '/' || UNGUARDED.some((prefix) => under(pathname, prefix));
}

/** iOS (iPhone, iPad, iPod) or Android, from the user agent. */
export function isMobileUserAgent(userAgent: string): boolean {
  return /android|iphone|ipad|ipod/i.test(userAgent);
}

/**
 * Whether the guards send this phone to /baixar-o-app from `pathname`: a phone, on a path that is neither
 * unguarded (rule 5) nor one a phone may open on the web. (A maintenance redirect, rule 3, would win first; the
 * early boot does not know of it and only skips a preload then.)
 */
export function phoneIsSentToApp(pathname: string, userAgent: string): boolean {
  return (
    isMobileUserAgent(userAgent) &&
    !isUnguardedPath(pathname) &&
    !MOBILE_WEB_PATHS.some((prefix) => under(pathname, prefix))
  );
}

/** Where the mobile guard sends a phone from `pathname`: /baixar-o-app, with legacy-app-link={path} for the notebooks area. */
export function appDownloadTarget(pathname: string): string {
  if (!under(pathname, NOTEBOOKS_PATH)) return APP_DOWNLOAD_PATH;
  return `${APP_DOWNLOAD_PATH}?${new URLSearchParams({ 'legacy-app-link': pathname })}`;
}

/**
 * Whether the early boot may send this phone to the app itself, before the shell starts: the mobile guard would,
 * and the one guard before it (maintenance, rule 3) reads the same flag for the path as for /baixar-o-app, so
 * the shell checks that flag there just as it would have here. (/ldi… and /todos-os-cursos/{x} have flags of
 * their own: they are left to the shell.)
 */
export function earlyBootSendsToApp(pathname: string, userAgent: string): boolean {
  return (
    phoneIsSentToApp(pathname, userAgent) &&
    maintenanceAreaForPath(pathname) === maintenanceAreaForPath(APP_DOWNLOAD_PATH)
  );
}
