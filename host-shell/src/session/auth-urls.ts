import type { EnvironmentName } from 'shared-contracts';

/** Where a student signs in: the dev BFF's sign-in page locally, the platform's /auth/login elsewhere. */
export function loginPath(environment: EnvironmentName): string {
  return environment === 'local' ? '/auth/dev-login' : '/auth/login';
}

/** The login URL that brings the student back to `returnTo` (an internal path) after signing in. */
export function loginUrl(environment: EnvironmentName, returnTo: string): string {
  const back = returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : '/';
  return `${loginPath(environment)}?${new URLSearchParams({ redirect: back }).toString()}`;
}

/** Logout clears the session cookie server-side, then goes to `next` (the login URL). */
export function logoutUrl(next: string): string {
  return `/auth/logout?${new URLSearchParams({ redirect: next }).toString()}`;
}
