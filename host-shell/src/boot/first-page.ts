/**
 * What the shell asks for only once the first page has painted (issue 12): the global alert, the unread
 * notifications count and the environment banner are not what a student opened the page for. On a phone's
 * network their requests queued beside the area's own (six connections per origin over HTTP/1.1), before the
 * area's heading could paint. They now leave after the first frame that follows the first page's mount
 * (single-spa's first `routing-event`: the chrome and the area are mounted), or after `FIRST_PAGE_WAIT_MS`
 * when that page takes longer (a slow or failing remote must not hold the alert back).
 *
 * Until `trackFirstPage` runs (the shell's start does it before `start()`), `afterFirstPage` resolves at
 * once: a chrome part rendered on its own (tests, the standalone chrome) asks straight away.
 */

/** The longest the shell waits for the first page before asking anyway. */
export const FIRST_PAGE_WAIT_MS = 3000;

let firstPage: Promise<void> | undefined;

/**
 * Starts waiting for the first page (call once, before single-spa's `start()`). Returns a function that
 * forgets it (tests).
 */
export function trackFirstPage(win: Window = window): () => void {
  firstPage = new Promise<void>((resolve) => {
    // after the event (or the wait), a frame, then a task after it: that frame has painted
    const done = () => win.requestAnimationFrame(() => win.setTimeout(resolve));
    win.setTimeout(done, FIRST_PAGE_WAIT_MS);
    win.addEventListener('single-spa:routing-event', done, { once: true });
  });
  return () => {
    firstPage = undefined;
  };
}

/** Resolves once the first page has painted (at once when nothing tracks it). */
export function afterFirstPage(): Promise<void> {
  return firstPage ?? Promise.resolve();
}
