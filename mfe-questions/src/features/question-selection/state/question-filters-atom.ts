import { useCallback } from 'react';
import { followStudentStorage, QUESTION_FILTERS_STORAGE_KEY, type PlatformApi } from 'shared-contracts';
import { atom, useAtom, type createStore } from '../../../lib/store';
import { readFilterCache, writeFilterCache } from './filter-cache';
import type { FilterState } from './filter-store';

function storage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

const baseAtom = atom<FilterState | null>(null);

/** Whose filters these are: the signed-in student's id, or null for a visitor (set by the area root). */
export const filtersOwnerAtom = atom<number | null>(null);

/** The question filter state: read from the student's local cache on first use, written back on every change. */
export const questionFiltersAtom = atom(
  (get) => get(baseAtom) ?? readFilterCache(storage(), get(filtersOwnerAtom)),
  (get, set, update: (state: FilterState) => FilterState) => {
    const owner = get(filtersOwnerAtom);
    const next = update(get(baseAtom) ?? readFilterCache(storage(), owner));
    set(baseAtom, next);
    writeFilterCache(storage(), next, owner);
  },
);

/**
 * Keeps the filters the signed-in student's and in step with their other tabs (another tab's change is read
 * again). Returns the cleanup.
 */
export function syncQuestionFilters(
  store: ReturnType<typeof createStore>,
  session: PlatformApi['session'],
  win: Window = window,
): () => void {
  return followStudentStorage(
    session,
    QUESTION_FILTERS_STORAGE_KEY,
    {
      owner: (userId) => {
        store.set(filtersOwnerAtom, userId);
        store.set(baseAtom, null);
      },
      changed: () => store.set(baseAtom, readFilterCache(storage(), store.get(filtersOwnerAtom))),
    },
    win,
  );
}

/** The filter state and a function applying one of filter-store.ts's updates to it. */
export function useQuestionFilters(): [FilterState, (update: (state: FilterState) => FilterState) => void] {
  const [state, dispatch] = useAtom(questionFiltersAtom);
  const apply = useCallback((update: (state: FilterState) => FilterState) => dispatch(update), [dispatch]);
  return [state, apply];
}
