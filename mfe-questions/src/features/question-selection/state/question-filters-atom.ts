import { useCallback } from 'react';
import { atom, useAtom } from '../../../lib/store';
import { readFilterCache, writeFilterCache } from './filter-cache';
import type { FilterState } from './filter-store';

function storage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

const baseAtom = atom<FilterState | null>(null);

/** The question filter state: read from the local cache on first use, written back on every change. */
export const questionFiltersAtom = atom(
  (get) => get(baseAtom) ?? readFilterCache(storage()),
  (get, set, update: (state: FilterState) => FilterState) => {
    const next = update(get(baseAtom) ?? readFilterCache(storage()));
    set(baseAtom, next);
    writeFilterCache(storage(), next);
  },
);

/** The filter state and a function applying one of filter-store.ts's updates to it. */
export function useQuestionFilters(): [FilterState, (update: (state: FilterState) => FilterState) => void] {
  const [state, dispatch] = useAtom(questionFiltersAtom);
  const apply = useCallback((update: (state: FilterState) => FilterState) => dispatch(update), [dispatch]);
  return [state, apply];
}
