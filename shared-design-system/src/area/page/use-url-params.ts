import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Parameters to change: a value sets it, `null` or `''` removes it; the others are kept. */
export type UrlParamsUpdate = Record<string, string | readonly string[] | null>;

/**
 * A page's searches and filters kept in the address, so a reload, a shared link, a sign-in round trip or the
 * back button bring the student back to what they typed and chose. Returns the parameters and `update`,
 * which changes only the named ones (a list sets repeated values; `null`, `''` or `[]` removes) and keeps
 * the rest. Each update replaces the current history entry unless `push` is asked, so typing does not fill
 * the back button's history.
 */
export function useUrlParams(): [
  URLSearchParams,
  (next: UrlParamsUpdate, options?: { push?: boolean }) => void,
] {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (next: UrlParamsUpdate, options?: { push?: boolean }) => {
      setParams(
        (current) => {
          const merged = new URLSearchParams(current);
          for (const [key, value] of Object.entries(next)) {
            merged.delete(key);
            if (value === null) continue;
            if (typeof value === 'string') {
              if (value !== '') merged.set(key, value);
            } else {
              for (const item of value) merged.append(key, item);
            }
          }
          return merged;
        },
        { replace: !options?.push },
      );
    },
    [setParams],
  );
  return [params, update];
}
