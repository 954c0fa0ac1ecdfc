import { useCallback, useEffect, useState } from 'react';
import { DRAFT_STORAGE_PREFIX, readUserValue, writeUserValue } from './user-storage';

function localStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** What the field shows, and whose draft under which key it is. */
interface Draft<T> {
  /** null: a visitor, or the student is not known yet (the host mounts pages before the session answers) */
  userId: number | null;
  storageKey: string;
  value: T;
  /** typed before the student was known: saved under them by the effect, not during render */
  unsaved: boolean;
}

/** Nothing typed yet: still the caller's empty value, or an equal copy (typed, then erased). */
function isEmpty<T>(value: T, empty: T): boolean {
  return Object.is(value, empty) || JSON.stringify(value) === JSON.stringify(empty);
}

function storedDraft<T>(
  userId: number | null,
  storageKey: string,
  empty: T,
  guard: (value: unknown) => value is T,
): Draft<T> {
  const value = readUserValue(localStorageOrNull(), userId, storageKey, guard) ?? empty;
  return { userId, storageKey, value, unsaved: false };
}

/**
 * What a student is writing, kept in their own local storage as they type (`user:{id}:draft:{key}`) until
 * `clear()` once it was sent: a reload, a closed tab or a sign-in round trip after a 401 loses nothing. Sair
 * keeps drafts. A visitor's draft (`userId` null) lives in memory only.
 *
 * Follows the student and the key: when the student becomes known after mount (the host mounts pages before
 * the session answers), their stored draft is shown, unless something was typed meanwhile, which is kept and
 * saved under them; another student (or none) sees their own draft, never the previous one's; a new key shows
 * that key's draft.
 *
 * A sub-path of its own (`shared-contracts/user-draft`), not shared: the area kit's `useStudentDraft` and the
 * host's on-demand report modal each bundle it, so it is not on the host's first load.
 */
export function useUserDraft<T>(
  userId: number | null,
  key: string,
  empty: T,
  guard: (value: unknown) => value is T,
): [T, (next: T) => void, () => void] {
  const storageKey = `${DRAFT_STORAGE_PREFIX}${key}`;
  const [draft, setDraft] = useState<Draft<T>>(() => storedDraft(userId, storageKey, empty, guard));

  if (draft.userId !== userId || draft.storageKey !== storageKey) {
    // adjusted while rendering (React's pattern for state that follows a prop): the field never shows the
    // previous student's or key's draft, not even for one paint
    const typedBeforeKnown =
      draft.userId === null &&
      userId !== null &&
      draft.storageKey === storageKey &&
      !isEmpty(draft.value, empty);
    setDraft(
      typedBeforeKnown
        ? { userId, storageKey, value: draft.value, unsaved: true }
        : storedDraft(userId, storageKey, empty, guard),
    );
  }

  useEffect(() => {
    if (draft.unsaved) writeUserValue(localStorageOrNull(), draft.userId, draft.storageKey, draft.value);
  }, [draft]);

  const update = useCallback(
    (next: T) => {
      setDraft({ userId, storageKey, value: next, unsaved: false });
      writeUserValue(localStorageOrNull(), userId, storageKey, next);
    },
    [userId, storageKey],
  );
  const clear = useCallback(() => {
    setDraft({ userId, storageKey, value: empty, unsaved: false });
    writeUserValue(localStorageOrNull(), userId, storageKey, null);
    // `empty` is the caller's constant
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, storageKey]);
  return [draft.value, update, clear];
}
