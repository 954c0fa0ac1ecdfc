import { useAtomValue } from 'jotai/react';
import { useUserDraft } from 'shared-contracts/user-draft';
import { userAtom } from '../state/shell-store';

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * What the student types in a drawer, kept in their own drafts (`user:{id}:draft:{key}`, the key from
 * drawerDraftKey) until the drawer's submit succeeded: closing the drawer, a failed submit, a reload or a
 * sign-in round trip loses nothing. The report modal's hook (use-report-draft.ts), with the host's student;
 * `guard` rejects a stored value the field would not accept (a name with characters it drops).
 */
export function useDrawerDraft(
  key: string,
  empty: string,
  guard: (value: unknown) => value is string = isText,
): [string, (next: string) => void, () => void] {
  return useUserDraft(useAtomValue(userAtom)?.id ?? null, key, empty, guard);
}
