// The questions remote's own jotai store API: the only file that imports jotai (one store per app).
import { Provider, atom, createStore, useAtom, useAtomValue, useSetAtom } from 'jotai';

export { Provider as QuestionsStoreProvider, atom, createStore, useAtom, useAtomValue, useSetAtom };
