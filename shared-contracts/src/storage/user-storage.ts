import { CART_STORAGE_KEY } from '../constants/business-constants';
import type { PlatformApi } from '../platform/platform-api';

/** Where the question filters of a student are kept (mfe-questions' selection, spec 1 §3). */
export const QUESTION_FILTERS_STORAGE_KEY = 'question-filters';

/** A draft a student is writing (the essay form, a comment), kept until it is sent. */
export const DRAFT_STORAGE_PREFIX = 'draft:';

/**
 * What a deliberate sign-out (Sair) removes for the student: their cart and question filters. Drafts stay,
 * so that what they typed survives a sign-in round trip. A 401 (host-shell's session expiry) removes none of
 * these: only the stored user, so the cart, the filters and the drafts are there again after signing back in.
 */
export const CLEARED_ON_SIGN_OUT: readonly string[] = [CART_STORAGE_KEY, QUESTION_FILTERS_STORAGE_KEY];

/**
 * The local storage key of one student's data: per user, so one browser shared by two students never shows
 * one the other's cart, filters or drafts.
 */
export function userStorageKey(userId: number | string, key: string): string {
  return `user:${userId}:${key}`;
}

function tryStorage<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    // storage blocked (private mode, policy) or full: the page keeps working without it
    return fallback;
  }
}

/** A student's stored value, when it is there, parses and passes `guard`; else null. */
export function readUserValue<T>(
  storage: Storage | null | undefined,
  userId: number | string | null | undefined,
  key: string,
  guard: (value: unknown) => value is T,
): T | null {
  if (!storage || userId === null || userId === undefined) return null;
  return tryStorage(() => {
    const raw = storage.getItem(userStorageKey(userId, key));
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    return guard(parsed) ? parsed : null;
  }, null);
}

/** Stores a student's value (null removes it); a blocked or full storage is ignored. */
export function writeUserValue(
  storage: Storage | null | undefined,
  userId: number | string | null | undefined,
  key: string,
  value: unknown,
): void {
  if (!storage || userId === null || userId === undefined) return;
  tryStorage(() => {
    if (value === null) storage.removeItem(userStorageKey(userId, key));
    else storage.setItem(userStorageKey(userId, key), JSON.stringify(value));
  }, undefined);
}

/** Removes what a sign-out clears for the student (CLEARED_ON_SIGN_OUT), leaving their drafts. */
export function clearOnSignOut(storage: Storage | null | undefined, userId: number | string): void {
  for (const key of CLEARED_ON_SIGN_OUT) writeUserValue(storage, userId, key, null);
}

/**
 * Calls `onChange` when another tab changes the student's value of `key` (the `storage` event fires in the
 * other tabs only), with the new value or null; returns the unsubscribe function.
 */
export function onUserValueChange<T>(
  win: Window,
  userId: number | string,
  key: string,
  guard: (value: unknown) => value is T,
  onChange: (value: T | null) => void,
): () => void {
  const storageKey = userStorageKey(userId, key);
  const listener = (event: StorageEvent) => {
    if (event.key !== storageKey && event.key !== null) return;
    onChange(readUserValue(win.localStorage, userId, key, guard));
  };
  win.addEventListener('storage', listener);
  return () => win.removeEventListener('storage', listener);
}

/**
 * Follows whose data an area shows for a stored `key`: `owner` is called when another student signs in (or
 * out), `changed` when another tab changed the stored value (theirs or a visitor's). Returns the cleanup.
 */
export function followStudentStorage(
  session: PlatformApi['session'],
  key: string,
  handlers: { owner: (userId: number | null) => void; changed: () => void },
  win: Window = window,
): () => void {
  let current = session.getUser()?.id ?? null;
  const subscription = session.user$.subscribe((user) => {
    const next = user?.id ?? null;
    if (next === current) return;
    current = next;
    handlers.owner(next);
  });
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === key || event.key.endsWith(`:${key}`)) handlers.changed();
  };
  win.addEventListener('storage', onStorage);
  return () => {
    subscription.unsubscribe();
    win.removeEventListener('storage', onStorage);
  };
}
