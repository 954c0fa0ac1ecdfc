import { DEFAULT_VERTICAL } from '../../shared-contracts/src/verticals/verticals';

/**
 * The seeded student with everything on (Ana Paula Souza). Same value as ALUNO_EMAIL of
 * infra/dev-bff/src/seed-students.ts (a test keeps them equal); not imported from there because that
 * module loads the whole shared-contracts entry (React included) into every server start.
 */
export const DEV_STUDENT_EMAIL = 'aluno@exemplo.com.br';

/** The origin a student opens locally: the vertical is the first label of the host name. */
export function localSiteOrigin(port: number): string {
  return `http://${DEFAULT_VERTICAL}.localhost:${port}`;
}

/** The dev BFF's sign-in link (it sets the session cookie, then redirects). */
export function devSignInUrl(origin: string, redirect?: string): string {
  const query = `email=${DEV_STUDENT_EMAIL}${redirect ? `&redirect=${redirect}` : ''}`;
  return `${origin}/auth/dev-login?${query}`;
}
