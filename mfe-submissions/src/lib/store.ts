import { createStore } from 'jotai/vanilla';

/** This remote's own jotai store type (ARCHITECTURE §5: each remote keeps its own store for its own state). */
export type SubmissionsStore = ReturnType<typeof createStore>;

/** A fresh store per mount of the area (drafts live as long as the area is mounted). */
export function createSubmissionsStore(): SubmissionsStore {
  return createStore();
}
