import { onlineAtom, shellStore } from '../state/shell-store';

/** What the student reads while the browser is offline (a polite live region, index.html #shell-status). */
export const OFFLINE_MESSAGE =
  'Você está sem conexão com a internet. Algumas funções podem não funcionar até a conexão voltar.';

/**
 * Tracks online/offline (onlineAtom) and shows the offline message in the status region while offline.
 * Plain DOM, so it works whatever happens to the chrome's React root. Returns the uninstall function.
 */
export function trackOnlineStatus(store: typeof shellStore = shellStore, win: Window = window): () => void {
  const region = win.document.getElementById('shell-status');
  const update = () => {
    const online = win.navigator.onLine;
    store.set(onlineAtom, online);
    // the region stays in the page (a live region must exist before its text changes to be announced)
    if (region) region.textContent = online ? '' : OFFLINE_MESSAGE;
  };
  win.addEventListener('online', update);
  win.addEventListener('offline', update);
  update();
  return () => {
    win.removeEventListener('online', update);
    win.removeEventListener('offline', update);
  };
}
