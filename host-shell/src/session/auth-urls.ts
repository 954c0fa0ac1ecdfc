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

/**
 * Leaves the page through a POST to `url` (sign-out is a POST, so that a link or an image on another site
 * cannot sign the student out): a hidden form of this page, submitted, so the browser follows the redirect.
 */
export function leaveByPost(url: string): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = url;
  form.hidden = true;
  document.body.append(form);
  form.submit();
}

const beforeSignOut = new Set<() => void>();

/**
 * Runs `listener` when the student signs out (Sair, `signOut` in sign-out.ts), just before the page leaves,
 * while the session still holds: what must reach the server under the student's session (the tracker's
 * queue) is sent then, not at pagehide, when the logout's answer has already ended the session. Returns the
 * unsubscribe.
 */
export function onSignOut(listener: () => void): () => void {
  beforeSignOut.add(listener);
  return () => {
    beforeSignOut.delete(listener);
  };
}

/** The sign-out listeners registered now (sign-out.ts runs them). */
export const signOutListeners = (): (() => void)[] => [...beforeSignOut];
