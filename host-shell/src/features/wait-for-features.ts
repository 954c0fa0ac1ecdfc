import { featuresLoadedAtom, shellStore } from '../state/shell-store';

type ShellStore = typeof shellStore;

/** Resolves true once the features are loaded, or false after `timeoutMs` (the boot wait). */
export function waitForFeatures(timeoutMs: number, store: ShellStore = shellStore): Promise<boolean> {
  if (store.get(featuresLoadedAtom)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      unsubscribe();
      resolve(store.get(featuresLoadedAtom));
    }, timeoutMs);
    const unsubscribe = store.sub(featuresLoadedAtom, () => {
      if (!store.get(featuresLoadedAtom)) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(true);
    });
  });
}
