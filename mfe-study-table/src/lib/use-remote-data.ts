import { useCallback, useEffect, useState, type DependencyList } from 'react';

/** What a screen knows about data it fetches: still loading, loaded, or failed. */
export type RemoteData<T> =
  { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

export type RemoteDataWithRetry<T> = RemoteData<T> & { retry: () => void };

/**
 * Runs `load` when `deps` change (and on retry), aborting the previous run, so a slow answer for old
 * parameters never overwrites a newer one and nothing is set after unmount.
 */
export function useRemoteData<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
): RemoteDataWithRetry<T> {
  const [state, setState] = useState<RemoteData<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
    // `load` is a new closure every render; `deps` say when it really changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
