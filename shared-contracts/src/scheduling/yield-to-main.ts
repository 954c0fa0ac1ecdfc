/**
 * Giving the main thread back between pieces of work (issue 12): a task that runs longer than 50 ms delays
 * the browser's paint and its answer to a tap, and the first page's Total Blocking Time is the sum of what
 * every such task runs over.
 *
 * Its own sub-path (`shared-contracts/yield-to-main`, never shared): the host's entry runs it before webpack's
 * sharing runtime has shared anything.
 */

interface YieldingScheduler {
  yield?: () => Promise<void>;
}

function browserScheduler(): YieldingScheduler | undefined {
  return (globalThis as { scheduler?: YieldingScheduler }).scheduler;
}

/**
 * Ends the current task and goes on in a new one, so that the browser can paint and answer input in between
 * (the shell's start-up is several short tasks, not one long one). `scheduler.yield()` where the browser has
 * it (it resumes before other queued work), a macrotask otherwise.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = browserScheduler();
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * `scheduler.yield()` where the browser has it, else null: for work that may go on in the same task where
 * the browser cannot resume it first (a macrotask would queue it behind everything else, and under fake
 * timers in tests it would never run).
 */
export function yieldToMainIfPrioritized(): Promise<void> | null {
  const scheduler = browserScheduler();
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : null;
}
