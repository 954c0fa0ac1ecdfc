/** The names the boot reads before deciding to load the override module (kept out of the first load). */
export const OVERRIDE_PARAM = 'mfe-override';
export const OVERRIDE_STORAGE_KEY = 'platform:mfe-override';

/** Whether this page asks for or remembers an override: only then is ./mfe-override loaded. */
export function mayHaveOverrides(search: string, storage: Pick<Storage, 'getItem'> | null): boolean {
  if (new URLSearchParams(search).has(OVERRIDE_PARAM)) return true;
  try {
    return storage?.getItem(OVERRIDE_STORAGE_KEY) != null;
  } catch {
    return false;
  }
}
