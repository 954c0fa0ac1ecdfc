/**
 * Ends the current task and goes on in a new one, so that the browser can paint and answer input in between
 * (issue 12: the shell's start-up is several short tasks, not one long one). `scheduler.yield()` where the
 * browser has it (it resumes before other queued work), a macrotask otherwise.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
