/**
 * Reloads the page after a change only a fresh boot applies (the beta toggle). An object, so tests can
 * replace `reload` (jsdom cannot reload).
 */
export const pageReload = {
  reload: (): void => window.location.reload(),
};
