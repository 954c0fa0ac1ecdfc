/** The window's local storage, or null where the browser blocks it (private modes, sandboxed frames). */
export function localStorageOrNull(win: Window = window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}

/** The tab's session storage, or null where the browser blocks it. */
export function sessionStorageOrNull(win: Window = window): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    return null;
  }
}
