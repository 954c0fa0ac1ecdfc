import type { EventBus } from 'shared-contracts';
import { darkModeAtom, examRunningAtom, layoutAtom, shellStore } from '../state/shell-store';
import { layoutForPath, setBodyLayout } from './layout-for-path';
import { localStorageOrNull } from '../platform/local-storage';

/** Where the dark-mode choice is kept on this device. */
export const DARK_MODE_KEY = 'platform:dark-mode';

function readDarkMode(storage: Storage | null): boolean {
  try {
    return storage?.getItem(DARK_MODE_KEY) === 'true';
  } catch {
    return false;
  }
}

export interface InstallLayoutsOptions {
  bus: EventBus;
  store?: typeof shellStore;
  win?: Window;
}

/**
 * Keeps <body>'s classes in step with the route (one `layout-*` class), the running mock exam
 * (`exam-running`, from the `exam:running` event) and dark mode (`dark`, saved on this device).
 * Returns the uninstall function.
 */
export function installLayouts(options: InstallLayoutsOptions): () => void {
  const { bus, store = shellStore, win = window } = options;
  const body = win.document.body;
  const storage = localStorageOrNull(win);

  const applyLayout = () => {
    const layout = layoutForPath(win.location.pathname);
    setBodyLayout(body, layout);
    store.set(layoutAtom, layout);
  };
  const applyExam = () => body.classList.toggle('exam-running', store.get(examRunningAtom));
  const applyDark = () => {
    const dark = store.get(darkModeAtom);
    body.classList.toggle('dark', dark);
    try {
      storage?.setItem(DARK_MODE_KEY, String(dark));
    } catch {
      // storage full or blocked: dark mode still applies to this page
    }
  };

  store.set(darkModeAtom, readDarkMode(storage));
  applyLayout();
  applyExam();
  applyDark();

  const exam = bus.on('exam:running').subscribe(({ running }) => store.set(examRunningAtom, running));
  const unsubscribeExam = store.sub(examRunningAtom, applyExam);
  const unsubscribeDark = store.sub(darkModeAtom, applyDark);
  win.addEventListener('single-spa:routing-event', applyLayout);
  win.addEventListener('popstate', applyLayout);
  return () => {
    exam.unsubscribe();
    unsubscribeExam();
    unsubscribeDark();
    win.removeEventListener('single-spa:routing-event', applyLayout);
    win.removeEventListener('popstate', applyLayout);
  };
}
