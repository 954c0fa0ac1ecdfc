import { useCallback, useEffect, useRef, useState } from 'react';

/** The state of one remote call as a screen shows it. */
export type RemoteData<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

export interface RemoteDataResult<T> {
  state: RemoteData<T>;
  /** fetch again (the retry button) */
  reload: () => void;
}

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

/**
 * Runs `load` on mount, whenever `key` changes and on reload, aborting the previous call so a slow answer
 * never overwrites a newer one. `key` names what is loaded (e.g. the URL): the latest `load` is used.
 */
export function useRemoteData<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string,
): RemoteDataResult<T> {
  const [state, setState] = useState<RemoteData<T>>(LOADING);
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const controller = new AbortController();
    setState(LOADING);
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data, error: undefined });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', data: undefined, error });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
