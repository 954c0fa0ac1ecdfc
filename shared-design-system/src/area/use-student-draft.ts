import { useCallback, useState } from 'react';
import { DRAFT_STORAGE_PREFIX, readUserValue, usePlatform, writeUserValue } from 'shared-contracts';

function localStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * What a student is writing (an essay's fields, a comment), kept in their own local storage as they type
 * (`user:{id}:draft:{key}`): a reload, a closed tab or a sign-in round trip after a 401 loses nothing. Sair
 * keeps drafts; `clear()` removes one once it was sent. A signed-out visitor's draft lives in memory only.
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
  const platform = usePlatform();
  const userId = platform.session.getUser()?.id ?? null;
  const storageKey = `${DRAFT_STORAGE_PREFIX}${key}`;
  const [value, setValue] = useState<T>(
    () => readUserValue(localStorageOrNull(), userId, storageKey, guard) ?? empty,
  );
  const update = useCallback(
    (next: T) => {
      setValue(next);
      writeUserValue(localStorageOrNull(), userId, storageKey, next);
    },
    [userId, storageKey],
  );
  const clear = useCallback(() => {
    setValue(empty);
    writeUserValue(localStorageOrNull(), userId, storageKey, null);
    // `empty` is the caller's constant
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, storageKey]);
  return [value, update, clear];
}
