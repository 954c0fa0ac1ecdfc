import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from 'shared-design-system';
import { UPLOAD_MESSAGES } from '../constants';
import { isUploadCancelled, isUploadTimeout } from './upload-deadline';

/** After this long, a running upload shows the slow notice and its cancel button. */
export const UPLOAD_SLOW_AFTER_MS = 15_000;

/** One upload at a time of a form, which the student can cancel (see useBoundedUpload). */
export interface BoundedUpload {
  /**
   * Runs `send` with the student's cancel signal (pass it to the api function, which adds the deadline);
   * resolves or rejects as `send` does.
   */
  run: <T>(send: (cancel: AbortSignal) => Promise<T>) => Promise<T>;
  /** aborts the running upload (its promise rejects with an 'AbortError') */
  cancel: () => void;
  /** an upload is running */
  running: boolean;
  /** it has been running for more than UPLOAD_SLOW_AFTER_MS */
  slow: boolean;
}

interface Running {
  controller: AbortController;
  timer: ReturnType<typeof setTimeout>;
}

function cancelReason(): Error {
  const message = 'Envio cancelado pelo estudante.';
  if (typeof DOMException === 'function') return new DOMException(message, 'AbortError');
  const error = new Error(message);
  error.name = 'AbortError';
  return error;
}

/**
 * An upload the student can cancel and is told about when it takes long: `slow` turns on after 15 s and
 * off when it settles. The form keeps everything it holds whatever the outcome; `uploadStopMessage` says
 * why an upload stopped.
 */
export function useBoundedUpload(): BoundedUpload {
  const [running, setRunning] = useState(false);
  const [slow, setSlow] = useState(false);
  const current = useRef<Running | null>(null);

  // leaving the page stops the slow notice's clock (the upload itself goes on, bounded by its deadline)
  useEffect(
    () => () => {
      if (current.current) clearTimeout(current.current.timer);
    },
    [],
  );

  const run = useCallback(async <T,>(send: (cancel: AbortSignal) => Promise<T>): Promise<T> => {
    const controller = new AbortController();
    const mine: Running = {
      controller,
      timer: setTimeout(() => {
        if (current.current === mine) setSlow(true);
      }, UPLOAD_SLOW_AFTER_MS),
    };
    current.current = mine;
    setRunning(true);
    setSlow(false);
    try {
      return await send(controller.signal);
    } finally {
      clearTimeout(mine.timer);
      if (current.current === mine) {
        current.current = null;
        setRunning(false);
        setSlow(false);
      }
    }
  }, []);

  const cancel = useCallback(() => current.current?.controller.abort(cancelReason()), []);

  return { run, cancel, running, slow };
}

/**
 * What the student reads when an upload stopped without an answer: the deadline passed (an error toast), or
 * they cancelled it (information); null for any other failure (the form says its usual message).
 */
export function uploadStopMessage(error: unknown): { kind: 'error' | 'info'; message: string } | null {
  if (isUploadTimeout(error)) return { kind: 'error', message: UPLOAD_MESSAGES.timedOut };
  if (isUploadCancelled(error)) return { kind: 'info', message: UPLOAD_MESSAGES.cancelled };
  return null;
}

/**
 * Under a submit button: a polite status saying the upload takes longer than usual and a 'Cancelar envio'
 * button, once the upload has run for 15 s. The (empty) status region is on the page from the start of the
 * upload, so that screen readers announce the text when it appears. In a dialog footer it takes a row.
 */
export function SlowUploadNotice({ upload }: { upload: BoundedUpload }) {
  if (!upload.running) return null;
  return (
    <div
      css={(theme) => ({
        flexBasis: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        gap: theme.space.xs,
      })}
    >
      <p
        role="status"
        css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.text })}
      >
        {upload.slow ? UPLOAD_MESSAGES.slow : ''}
      </p>
      {upload.slow && (
        <Button variant="secondary" size="sm" onClick={upload.cancel}>
          {UPLOAD_MESSAGES.cancel}
        </Button>
      )}
    </div>
  );
}
