/**
 * The one source of truth for the platform topology: apps, their ports and their federation names.
 * `npm start`, the remotes manifests, docker-compose.yml and the e2e suite all read this file.
 */
export interface AppInfo {
  /** npm workspace / folder name */
  readonly pkg: string;
  /** module-federation container name */
  readonly federationName: string;
  readonly port: number;
  readonly kind: 'host' | 'remote';
}

export const BFF_PORT = 3001;

export const APPS: readonly AppInfo[] = [
  { pkg: 'host-shell', federationName: 'host_shell', port: 3000, kind: 'host' },
  { pkg: 'mfe-questions', federationName: 'mfe_questions', port: 3101, kind: 'remote' },
  { pkg: 'mfe-ldi', federationName: 'mfe_ldi', port: 3102, kind: 'remote' },
  { pkg: 'mfe-cast', federationName: 'mfe_cast', port: 3103, kind: 'remote' },
  { pkg: 'mfe-commerce', federationName: 'mfe_commerce', port: 3104, kind: 'remote' },
  { pkg: 'mfe-submissions', federationName: 'mfe_submissions', port: 3105, kind: 'remote' },
  { pkg: 'mfe-goals', federationName: 'mfe_goals', port: 3106, kind: 'remote' },
  { pkg: 'mfe-study-table', federationName: 'mfe_study_table', port: 3107, kind: 'remote' },
];

export const REMOTES = APPS.filter((app) => app.kind === 'remote');
export const HOST = APPS.find((app) => app.kind === 'host') as AppInfo;

/** API path prefixes the host's server proxies to the BFF. */
export const PROXIED_PATHS = [
  '/bff',
  '/v3',
  '/ws',
  '/ldi/api',
  '/social',
  '/auth/dev-login',
  '/auth/logout',
  '/__control',
  '/static-bff',
] as const;

export function appByPkg(pkg: string): AppInfo {
  const app = APPS.find((a) => a.pkg === pkg);
  if (!app) throw new Error(`Unknown app ${pkg}; known: ${APPS.map((a) => a.pkg).join(', ')}`);
  return app;
}
