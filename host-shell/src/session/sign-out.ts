// Apart from auth-urls.ts: only the profile menu (an on-demand chunk) signs out, so this stays off the first load.
import { leaveByPost, signOutListeners } from './auth-urls';

/** The student's own sign-out (Sair): the sign-out listeners run, then the page leaves by a POST to `url`. */
export function signOut(url: string): void {
  for (const listener of signOutListeners()) {
    try {
      listener();
    } catch (error) {
      // a failing listener must not keep the student signed in
      console.error('[host-shell] antes de sair', error);
    }
  }
  leaveByPost(url);
}
