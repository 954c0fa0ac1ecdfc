import type { LoggedUser } from 'shared-contracts';
import { STORAGE_KEY } from '../session/load-session';
import { shellStore, userAtom } from '../state/shell-store';

/** Updates the signed-in user in the shell store and in session storage (spec 1 §3: kept there). */
export function saveUser(patch: Partial<LoggedUser>): void {
  const user = shellStore.get(userAtom);
  if (!user) return;
  const next = { ...user, ...patch };
  shellStore.set(userAtom, next);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // storage full or blocked: the store still holds the change for this page
  }
}
