import type { DownloadRequest, HttpClients } from 'shared-contracts';
import { DOWNLOAD_DISMISS_MS } from 'shared-contracts';

/** A queued download (spec 1 §3 "Download queue item"). */
export interface DownloadItem {
  id: number;
  url: string;
  name: string;
  options?: { mimeType?: string };
  /** 0-100 */
  progress: number;
  isDismissed: boolean;
  hasError: boolean;
}

export interface DownloadQueueDeps {
  /** fetches the file; the host's default is the main API client (browserDownloadDeps) */
  fetch: (url: string) => Promise<Response>;
  /** hands the blob to the browser under its name */
  save: (blob: Blob, name: string) => void;
  setTimer?: (run: () => void, ms: number) => unknown;
}

/** Reads the body as a blob, reporting progress when the length is known. */
async function readBlob(response: Response, mimeType: string | undefined, onProgress: (p: number) => void) {
  const total = Number(response.headers.get('content-length'));
  const type = mimeType ?? response.headers.get('content-type') ?? '';
  if (!response.body || !Number.isFinite(total) || total <= 0) {
    const blob = await response.blob();
    return type && blob.type !== type ? new Blob([blob], { type }) : blob;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(Math.min(99, Math.floor((received / total) * 100)));
  }
  return new Blob(chunks, { type });
}

/**
 * The downloads queue (spec 1 §4 Downloads): a queued item starts if idle; the first item neither dismissed
 * nor errored is fetched as a blob and saved under its name; success is dismissed after 2 s and the next
 * begins; an error is flagged and dismissed after 2 s; when none remain the queue is cleared.
 */
export class DownloadQueue {
  private items: DownloadItem[] = [];
  private busy = false;
  private nextId = 1;
  private listeners = new Set<() => void>();

  constructor(private readonly deps: DownloadQueueDeps) {}

  getSnapshot = (): readonly DownloadItem[] => this.items;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  enqueue(request: DownloadRequest): void {
    this.update([
      ...this.items,
      {
        id: this.nextId++,
        url: request.url,
        name: request.name,
        options: request.options,
        progress: 0,
        isDismissed: false,
        hasError: false,
      },
    ]);
    if (!this.busy) void this.processNext();
  }

  private update(items: DownloadItem[]) {
    this.items = items;
    this.listeners.forEach((listener) => listener());
  }

  private patch(id: number, change: Partial<DownloadItem>) {
    this.update(this.items.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }

  private later(run: () => void) {
    (this.deps.setTimer ?? setTimeout)(run, DOWNLOAD_DISMISS_MS);
  }

  private async processNext(): Promise<void> {
    const item = this.items.find((candidate) => !candidate.isDismissed && !candidate.hasError);
    if (!item) {
      this.busy = false;
      this.update([]);
      return;
    }
    this.busy = true;
    try {
      const response = await this.deps.fetch(item.url);
      if (!response.ok) throw new Error(`download answered ${response.status}`);
      const blob = await readBlob(response, item.options?.mimeType, (progress) =>
        this.patch(item.id, { progress }),
      );
      this.deps.save(blob, item.name);
      this.patch(item.id, { progress: 100 });
    } catch (error) {
      console.error(`[host-shell] download of ${item.name} failed`, error);
      this.patch(item.id, { hasError: true });
    }
    this.later(() => {
      this.patch(item.id, { isDismissed: true });
      void this.processNext();
    });
  }
}

/** Whether an address is this site's: a path, or an absolute address of the page's own origin. */
function isSiteAddress(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * The browser side: the site's files through the main API client (spec 1 §7: bearer token, x-vertical,
 * requester id, test-token, GET retries; a 401 ends the session), a file elsewhere (a CDN) with a plain fetch
 * so the student's token never leaves the site; saved through a temporary link.
 */
export function browserDownloadDeps(api: HttpClients['api']): DownloadQueueDeps {
  return {
    // ky answers the Response as soon as the headers arrive, so the queue still reads the body for progress
    fetch: (url) => (isSiteAddress(url) ? api.get(url) : fetch(url, { credentials: 'include' })),
    save: (blob, name) => {
      const href = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = href;
      link.download = name;
      link.rel = 'noopener';
      document.body.appendChild(link);
      link.click();
      link.remove();
      // let the browser start reading the blob before releasing it
      setTimeout(() => URL.revokeObjectURL(href), 10_000);
    },
  };
}
