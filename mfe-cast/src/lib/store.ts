// The cast remote's own jotai store: the only file that imports jotai (one store per app, as in Excalidraw).
import { Provider, atom, createStore, useAtomValue, useSetAtom } from 'jotai';
import type { CastState } from 'shared-contracts';

/**
 * Lives as long as the remote's code: the bus does not replay events, so the last 'cast:state' is kept
 * here to still mark the playing track when the student comes back to the area.
 */
export const castStore = createStore();

/** The dock's last published state ('cast:state'), null before the first. */
export const lastCastStateAtom = atom<CastState | null>(null);

export { Provider as CastStoreProvider, useAtomValue, useSetAtom };
