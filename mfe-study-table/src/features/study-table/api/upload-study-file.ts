import type { HttpClients, UploadedFile } from 'shared-contracts';
import { expectData, isNumber, isRecord, isString, serviceCall } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

/** What POST /bff/files/upload answers in `data`: the stored file (`url` may be missing or null). */
export interface UploadedStudyFile extends Omit<UploadedFile, 'url'> {
  id: string;
  url: string | null;
}

/** Every upload may take this long whatever its size (the server's own work, a slow start). */
export const UPLOAD_BASE_MS = 60_000;
/** A slow mobile link: the deadline allows each byte to go at this rate (32 KiB/s). */
export const SLOW_UPLOAD_BYTES_PER_SECOND = 32 * 1024;

/** How long an upload of `bytes` may take: 60 s plus its time at 32 KiB/s (10 MB: 60 s + 320 s). */
export function uploadDeadlineMs(bytes: number): number {
  const sent = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  return UPLOAD_BASE_MS + Math.ceil((sent / SLOW_UPLOAD_BYTES_PER_SECOND) * 1000);
}

/** A signal aborted ('TimeoutError') after `ms`: AbortSignal.timeout, or a timer where a phone lacks it. */
function deadlineSignal(ms: number): AbortSignal {
  if (typeof AbortSignal.timeout === 'function') return AbortSignal.timeout(ms);
  const controller = new AbortController();
  setTimeout(() => {
    const reason = new Error(`O envio passou de ${ms} ms sem resposta do servidor.`);
    reason.name = 'TimeoutError';
    controller.abort(reason);
  }, ms);
  return controller.signal;
}

/** Whether an upload was stopped by its deadline (the server did not answer in time). */
export function isUploadTimeout(error: unknown): boolean {
  return isRecord(error) && error.name === 'TimeoutError';
}

function isAnswer(value: unknown): value is Record<string, unknown> & { name: string; size: number } {
  return (
    isRecord(value) &&
    (isNumber(value.id) || (isString(value.id) && value.id !== '')) &&
    isString(value.name) &&
    isNumber(value.size) &&
    (value.url === undefined || value.url === null || isString(value.url))
  );
}

/** What the student sends: the file and, when the dashboard has one, their current goal. */
export interface StudyFileUpload {
  file: File;
  goalId: number | null;
}

/**
 * POST /bff/files/upload as multipart: `file` and, when the student has a goal, `goal_id` (spec 2 §7 shows
 * no body). Sent with `timeout: false` so neither the per-attempt timeout nor the platform's 30 s call
 * deadline cuts a large file on a slow link; bounded instead by its own deadline, which grows with the
 * bytes sent (uploadDeadlineMs).
 */
export function uploadStudyFile(http: HttpClients, upload: StudyFileUpload): Promise<UploadedStudyFile> {
  const form = new FormData();
  form.append('file', upload.file, upload.file.name);
  if (upload.goalId !== null) form.append('goal_id', String(upload.goalId));
  return serviceCall(AREA_NAME, 'uploadStudyFile', async () => {
    const signal = deadlineSignal(uploadDeadlineMs(upload.file.size));
    const body = await http.api
      .post('bff/files/upload', { body: form, timeout: false, signal })
      .json<unknown>();
    const data = expectData(body, isAnswer, 'arquivo enviado');
    return {
      id: String(data.id),
      name: data.name,
      size: data.size,
      url: isString(data.url) && data.url ? data.url : null,
    };
  });
}
