/**
 * The deadline of an upload (issue 11). Uploads are sent with `timeout: false`, so the platform's 30 s call
 * deadline does not cut a large file on a phone's link; they are bounded here instead, by a deadline that
 * grows with what is sent, so a server that never answers (or stalls) does not keep the student waiting
 * for ever.
 */

/** Every upload may take this long whatever its size (the server's own work, a slow start). */
export const UPLOAD_BASE_MS = 60_000;
/** A slow mobile link: the deadline allows each byte to go at this rate (32 KiB/s). */
export const SLOW_UPLOAD_BYTES_PER_SECOND = 32 * 1024;

/** How long an upload of `bytes` may take: 60 s plus its time at 32 KiB/s (25 MiB: 60 s + 800 s). */
export function uploadDeadlineMs(bytes: number): number {
  const sent = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  return UPLOAD_BASE_MS + Math.ceil((sent / SLOW_UPLOAD_BYTES_PER_SECOND) * 1000);
}

/** The bytes of the files an upload sends (what its deadline is reckoned from). */
export function uploadBytes(files: readonly ({ size: number } | null | undefined)[]): number {
  return files.reduce((total, file) => total + (file?.size ?? 0), 0);
}

/** Whether an error is an upload stopped by its deadline (the server did not answer in time). */
export function isUploadTimeout(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'TimeoutError';
}

/** Whether an error is an upload stopped by the student (their cancel signal). */
export function isUploadCancelled(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

function timeoutReason(deadlineMs: number): Error {
  const message = `O envio passou de ${deadlineMs} ms sem resposta do servidor.`;
  if (typeof DOMException === 'function') return new DOMException(message, 'TimeoutError');
  const error = new Error(message);
  error.name = 'TimeoutError';
  return error;
}

/** `AbortSignal.any` where the browser has it; the same by hand on older phones. */
function anySignal(signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

/** The signal of one upload and the way to stop its deadline's clock once it has settled. */
export interface UploadSignal {
  /** aborted at the deadline (a 'TimeoutError') or when `cancel` aborts (its own reason) */
  signal: AbortSignal;
  /** clears the deadline's timer (call it once the upload answered or failed) */
  done: () => void;
}

/**
 * A signal for an upload of `bytes`: aborted with a 'TimeoutError' after uploadDeadlineMs(bytes), or when
 * the student's `cancel` signal aborts, whichever comes first (`AbortSignal.any`). The deadline is a plain
 * timer (not AbortSignal.timeout), so it can be cleared once the upload settles.
 */
export function uploadSignal(bytes: number, cancel?: AbortSignal | null): UploadSignal {
  const deadlineMs = uploadDeadlineMs(bytes);
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(timeoutReason(deadlineMs)), deadlineMs);
  return {
    signal: cancel ? anySignal([deadline.signal, cancel]) : deadline.signal,
    done: () => clearTimeout(timer),
  };
}

/**
 * Runs one upload of `bytes` under its deadline and the student's `cancel` signal:
 *
 * ```ts
 * boundedUpload(file.size, cancel, (signal) =>
 *   http.api.post('v3/redacoes', { body: form, timeout: false, signal }).json<unknown>(),
 * );
 * ```
 */
export async function boundedUpload<T>(
  bytes: number,
  cancel: AbortSignal | null | undefined,
  send: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const upload = uploadSignal(bytes, cancel);
  try {
    return await send(upload.signal);
  } finally {
    upload.done();
  }
}
