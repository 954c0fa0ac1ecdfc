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

/** API path prefixes the host's server proxies to the BFF in every environment. */
export const API_PATHS = [
  '/bff',
  '/v3',
  '/ws',
  '/ldi/api',
  '/social',
  '/auth/logout',
  '/static-bff',
  // spec 2: GET /objetivos/goals/{id}/has-incidence-access (the goal page, the reader's incidence panel). The
  // site's /objetivos pages stay the site's: a goal's id is a number, never 'goals'.
  '/objetivos/goals',
] as const;

/**
 * The dev BFF's development tools (sign-in and control API): proxied only by the local environment's
 * host (`npm start` and compose), never by the host image of any other environment (issue 11).
 */
export const DEV_TOOL_PATHS = ['/auth/dev-login', '/__control'] as const;

/** Everything the host's local server proxies to the BFF. */
export const PROXIED_PATHS = [...API_PATHS, ...DEV_TOOL_PATHS] as const;

/** The deployment environments of spec 1 §9 that have a remotes manifest (`infra/remotes/<env>.json`). */
export const PLATFORM_ENVS = ['local', 'dev', 'qa', 'sandbox', 'production'] as const;
export type PlatformEnv = (typeof PLATFORM_ENVS)[number];

/**
 * Where an environment serves the published builds of the remotes: every version of a remote stays
 * published under its own folder, so promoting or rolling back only changes the manifest's entry.
 * Local (and docker-compose) serves the current build of each remote on its own port.
 */
export const REMOTE_ORIGINS: Readonly<Record<Exclude<PlatformEnv, 'local'>, string>> = {
  dev: 'https://mfe.dev.plataforma-estudos.com.br',
  qa: 'https://mfe.qa.plataforma-estudos.com.br',
  sandbox: 'https://mfe.sandbox.plataforma-estudos.com.br',
  production: 'https://mfe.plataforma-estudos.com.br',
};

/**
 * The host pages of each environment (every vertical's sub-domain), as an nginx regular expression: the
 * remote images answer CORS for them (CORS_HOST_ORIGIN_PATTERN), so the same image runs under any host name
 * its environment uses. Local pages (localhost) are always allowed.
 */
export const HOST_ORIGIN_PATTERNS: Readonly<Record<PlatformEnv, string>> = {
  local: '^https?://([a-z0-9-]+\\.)*localhost(:[0-9]+)?$',
  dev: '^https://([a-z0-9-]+\\.)*dev\\.plataforma-estudos\\.com\\.br$',
  qa: '^https://([a-z0-9-]+\\.)*qa\\.plataforma-estudos\\.com\\.br$',
  sandbox: '^https://([a-z0-9-]+\\.)*sandbox\\.plataforma-estudos\\.com\\.br$',
  production: '^https://([a-z0-9-]+\\.)?plataforma-estudos\\.com\\.br$',
};

/** The mf-manifest.json URL of one version of a remote in an environment. */
export function remoteEntryUrl(env: PlatformEnv, app: AppInfo, version: string): string {
  if (env === 'local') return `http://localhost:${app.port}/mf-manifest.json`;
  return `${REMOTE_ORIGINS[env]}/${app.pkg}/${version}/mf-manifest.json`;
}

export function appByPkg(pkg: string): AppInfo {
  const app = APPS.find((a) => a.pkg === pkg);
  if (!app) throw new Error(`Unknown app ${pkg}; known: ${APPS.map((a) => a.pkg).join(', ')}`);
  return app;
}

/** Where the single-build mode's host goes (issue 12: the areas compiled in, no federation), beside dist/. */
export const SINGLE_BUILD_DIST = 'dist-single';
