import { useUserDraft } from 'shared-contracts/user-draft';
import { useSessionUser } from './use-session-user';

/**
 * What a student is writing (an essay's fields, a comment), kept in their own local storage as they type
 * (`user:{id}:draft:{key}`): a reload, a closed tab or a sign-in round trip after a 401 loses nothing. Sair
 * keeps drafts; `clear()` removes one once it was sent. A signed-out visitor's draft lives in memory only.
 * Follows the signed-in student (`useSessionUser`) and the key (shared-contracts' `useUserDraft` has the
 * rules).
 *
 * ```tsx
 * const [text, setText, clearText] = useStudentDraft(`comment:${forumId}`, '', isString);
 * ```
 */
export function useStudentDraft<T>(
  key: string,
  empty: T,
  guard: (value: unknown) => value is T,
): [T, (next: T) => void, () => void] {
  return useUserDraft(useSessionUser()?.id ?? null, key, empty, guard);
}
