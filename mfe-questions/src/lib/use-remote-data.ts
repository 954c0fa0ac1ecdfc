import { useCallback, useEffect, useState, type DependencyList } from 'react';

/** What a screen knows about data it fetches: still loading, loaded, or failed. */
export type RemoteData<T> =
  { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

export type RemoteDataWithRetry<T> = RemoteData<T> & {
  /** loads again after a failure (shows loading meanwhile) */
  retry: () => void;
  /** loads again keeping the current data on screen until the answer comes (bus-driven refresh) */
  refresh: () => void;
};

/**
 * Runs `load` when `deps` change (and on retry/refresh), aborting the previous run, so a slow answer for
 * old parameters never overwrites a newer one and nothing is set after unmount.
 */
export function useRemoteData<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
): RemoteDataWithRetry<T> {
  const [state, setState] = useState<RemoteData<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState({ count: 0, quiet: false });

  useEffect(() => {
    const controller = new AbortController();
    if (!attempt.quiet) setState({ status: 'loading' });
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

  const retry = useCallback(
    () => setAttempt((previous) => ({ count: previous.count + 1, quiet: false })),
    [],
  );
  const refresh = useCallback(
    () => setAttempt((previous) => ({ count: previous.count + 1, quiet: true })),
    [],
  );
  return { ...state, retry, refresh };
}
