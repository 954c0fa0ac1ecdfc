import { useCallback, useEffect, useState } from 'react';
import { followStudentStorage, readUserValue, usePlatform, writeUserValue } from 'shared-contracts';
import { isArrayOf, isNullableString, shapeGuard } from 'shared-design-system/area';

/** A file the student sent from 'Meus arquivos', as the card lists it. */
export interface SentStudyFile {
  id: string;
  name: string;
  size: number;
  /** where to open it (the server's URL); null when the answer had none */
  url: string | null;
  /** ISO date-time of the upload */
  sentAt: string;
}

/** Where the list is kept: the student's own local storage (`user:{id}:study-table:files`). */
export const SENT_FILES_STORAGE_KEY = 'study-table:files';

/** How many files the card keeps (the newest first; older ones leave the list). */
export const SENT_FILES_KEPT = 50;

const isSentFile = shapeGuard<SentStudyFile>({
  id: 'string',
  name: 'string',
  size: 'number',
  url: isNullableString,
  sentAt: 'string',
});
const isSentFiles = (value: unknown): value is SentStudyFile[] => isArrayOf(value, isSentFile);

function localStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const read = (userId: number | null): SentStudyFile[] =>
  readUserValue(localStorageOrNull(), userId, SENT_FILES_STORAGE_KEY, isSentFiles) ?? [];

/**
 * The files the student sent, kept in their own local storage so the list survives a reload (a signed-out
 * visitor's list lives in memory only). Follows the session (another student signing in sees their own
 * list) and other tabs (a file sent in one shows in the others).
 */
export function useSentFiles(): [SentStudyFile[], (file: SentStudyFile) => void] {
  const { session } = usePlatform();
  const [owner, setOwner] = useState<number | null>(() => session.getUser()?.id ?? null);
  const [files, setFiles] = useState<SentStudyFile[]>(() => read(owner));

  useEffect(
    () =>
      followStudentStorage(session, SENT_FILES_STORAGE_KEY, {
        owner: (userId) => {
          setOwner(userId);
          setFiles(read(userId));
        },
        changed: () => {
          const userId = session.getUser()?.id ?? null;
          // a visitor's list is in memory only: another tab's storage says nothing about it
          if (userId !== null) setFiles(read(userId));
        },
      }),
    [session],
  );

  const add = useCallback(
    (file: SentStudyFile) => {
      // the stored list is the truth (another tab may have added to it); memory when there is none
      const stored = readUserValue(localStorageOrNull(), owner, SENT_FILES_STORAGE_KEY, isSentFiles);
      const next = [file, ...(stored ?? files).filter((item) => item.id !== file.id)].slice(
        0,
        SENT_FILES_KEPT,
      );
      writeUserValue(localStorageOrNull(), owner, SENT_FILES_STORAGE_KEY, next);
      setFiles(next);
    },
    [owner, files],
  );

  return [files, add];
}
