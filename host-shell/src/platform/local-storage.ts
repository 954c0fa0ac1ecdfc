/** The window's local storage, or null where the browser blocks it (private modes, sandboxed frames). */
export function localStorageOrNull(win: Window = window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}
