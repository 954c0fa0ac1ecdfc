import { CHUNK_RELOAD_GUARD_MS } from 'shared-contracts';

/** When the page last reloaded itself after a chunk-load failure (kept for the tab, across the reload). */
export const CHUNK_RELOAD_KEY = 'platform:chunk-reload-at';

/** Whether an error or rejection reason is a failed script chunk (webpack's ChunkLoadError, federation's). */
export function isChunkLoadError(reason: unknown): boolean {
  if (!reason || typeof reason !== 'object') return false;
  const { name, message } = reason as { name?: unknown; message?: unknown };
  return (
    name === 'ChunkLoadError' ||
    (typeof message === 'string' && /Loading (CSS )?chunk [\w-]+ failed/i.test(message))
  );
}

export interface PageBehaviourOptions {
  win?: Window;
  now?: () => number;
  reload?: () => void;
}

/**
 * Page behaviour of spec 1 §2: scroll to the top when the path changes (or to the element a hash names),
 * and a chunk-load failure reloads the page, at most once per CHUNK_RELOAD_GUARD_MS (a chunk that is
 * really gone must not reload forever). Returns the uninstall function.
 */
export function installPageBehaviour(options: PageBehaviourOptions = {}): () => void {
  const { win = window, now = Date.now } = options;
  const reload = options.reload ?? (() => win.location.reload());
  let lastPath = win.location.pathname;

  const onRoute = () => {
    const { pathname, hash } = win.location;
    const target = hash.length > 1 ? win.document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else if (pathname !== lastPath) win.scrollTo(0, 0);
    lastPath = pathname;
  };

  const reloadOnce = (reason: unknown) => {
    if (!isChunkLoadError(reason)) return;
    let last = 0;
    try {
      last = Number(win.sessionStorage.getItem(CHUNK_RELOAD_KEY)) || 0;
      if (now() - last < CHUNK_RELOAD_GUARD_MS) return;
      win.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now()));
    } catch {
      // without storage the guard cannot be kept across the reload: do not risk a reload loop
      return;
    }
    reload();
  };
  const onError = (event: ErrorEvent) => reloadOnce(event.error);
  const onRejection = (event: PromiseRejectionEvent) => reloadOnce(event.reason);

  win.addEventListener('single-spa:routing-event', onRoute);
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('single-spa:routing-event', onRoute);
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
