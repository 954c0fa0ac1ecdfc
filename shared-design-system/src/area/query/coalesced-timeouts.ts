/**
 * TanStack Query's timeouts through one browser timer (issue 12), as its `timeoutManager` invites
 * ("consider providing a custom TimeoutProvider that coalesces timeouts").
 *
 * Every query sets a timer to forget its data (`gcTime`) and every mounted query one to mark it stale
 * (`staleTime`), and clears them again as observers come and go: ~60 browser timer calls while the study
 * table's first page mounts, all from deep inside React's commit. A browser timer call is cheap, but not
 * when the page is traced (Lighthouse, the Performance panel): each one records the JavaScript stack that
 * made it, ~0.35 ms at React's depth, and those calls were about a fifth of the script time of the first
 * page's long tasks. Here a timeout is an entry in a map, and only the earliest one has a browser timer: a
 * later one or a cleared one costs no browser call, and a timer that fires re-arms for the next entry.
 */

/** The browser's timer functions of this moment (fake ones in a test that installs them). */
function browserTimers() {
  return { set: globalThis.setTimeout, clear: globalThis.clearTimeout };
}

export interface CoalescedTimeouts {
  setTimeout(callback: () => void, delay?: number): number;
  clearTimeout(id: number | undefined): void;
}

/** Many timeouts, one browser timer (for the earliest of them). */
export function createCoalescedTimeouts(): CoalescedTimeouts {
  const pending = new Map<number, { callback: () => void; due: number }>();
  let lastId = 0;
  let armed: {
    due: number;
    handle: ReturnType<typeof setTimeout>;
    timers: ReturnType<typeof browserTimers>;
  } | null = null;

  const disarm = () => {
    armed?.timers.clear.call(globalThis, armed.handle);
    armed = null;
  };

  const arm = () => {
    let earliest = Infinity;
    for (const entry of pending.values()) earliest = Math.min(earliest, entry.due);
    if (armed && armed.due === earliest && armed.timers.set === browserTimers().set) return;
    disarm();
    if (earliest === Infinity) return;
    const timers = browserTimers();
    armed = {
      due: earliest,
      timers,
      handle: timers.set.call(globalThis, fire, Math.max(0, earliest - Date.now())),
    };
  };

  function fire() {
    armed = null;
    const now = Date.now();
    // what is due now; a timeout set by one of these callbacks waits for the next turn, as a browser's would
    const due = [...pending].filter(([, entry]) => entry.due <= now).map(([id]) => id);
    for (const id of due) {
      const entry = pending.get(id);
      // cleared by a callback that ran before it
      if (!entry) continue;
      pending.delete(id);
      try {
        entry.callback();
      } catch (error) {
        // reported as an uncaught error, as a browser timer's callback would be, without stopping the others
        queueMicrotask(() => {
          throw error;
        });
      }
    }
    arm();
  }

  return {
    setTimeout(callback, delay = 0) {
      const id = ++lastId;
      const due = Date.now() + Math.max(0, delay);
      pending.set(id, { callback, due });
      // an earlier browser timer of the same timer functions fires first and re-arms for this one; a test
      // that swaps real and fake timers leaves a timer that never fires, so a new one is armed
      const timers = browserTimers();
      const armedStillRuns = armed && armed.timers.set === timers.set && armed.due <= due;
      if (!armedStillRuns) arm();
      return id;
    },
    clearTimeout(id) {
      if (id === undefined) return;
      pending.delete(id);
      // the browser timer stays: when it fires with nothing due, it re-arms for the next entry (or none)
      if (pending.size === 0) disarm();
    },
  };
}
