import { createTestPlatform, startTestServer, type TestServer } from 'shared-contracts/testing';
import { eventually, realSleep, stalledRoute, useFakeUploadClock } from '../testing/slow-upload';
import {
  boundedUpload,
  isUploadCancelled,
  isUploadTimeout,
  uploadBytes,
  uploadDeadlineMs,
  uploadSignal,
} from './upload-deadline';

const MiB = 1024 * 1024;

afterEach(() => {
  jest.useRealTimers();
});

describe('uploadDeadlineMs', () => {
  it('gives a tiny upload 60 s', () => {
    expect(uploadDeadlineMs(0)).toBe(60_000);
    // 1 KiB at 32 KiB/s is 31.25 ms, rounded up
    expect(uploadDeadlineMs(1024)).toBe(60_032);
  });

  it('gives 25 MiB its time at 32 KiB/s (800 s ≈ 13.3 min) plus 60 s', () => {
    expect(uploadDeadlineMs(25 * MiB)).toBe(800_000 + 60_000);
    expect(uploadDeadlineMs(25 * MiB) / 60_000).toBeCloseTo(14.33, 2);
    expect(uploadDeadlineMs(10 * MiB)).toBe(320_000 + 60_000);
  });

  it('grows with the bytes sent and never goes under 60 s', () => {
    expect(uploadDeadlineMs(2 * MiB)).toBeGreaterThan(uploadDeadlineMs(MiB));
    expect(uploadDeadlineMs(-5)).toBe(60_000);
    expect(uploadDeadlineMs(Number.NaN)).toBe(60_000);
  });

  it('counts the bytes of the files sent (none for a missing optional file)', () => {
    expect(uploadBytes([{ size: 3 }, null, { size: 4 }, undefined])).toBe(7);
  });
});

describe('uploadSignal', () => {
  it('aborts with a TimeoutError at the deadline, not before', () => {
    useFakeUploadClock();
    const { signal } = uploadSignal(MiB);
    jest.advanceTimersByTime(uploadDeadlineMs(MiB) - 1);
    expect(signal.aborted).toBe(false);
    jest.advanceTimersByTime(1);
    expect(signal.aborted).toBe(true);
    expect(isUploadTimeout(signal.reason)).toBe(true);
    expect(isUploadCancelled(signal.reason)).toBe(false);
  });

  it("aborts with the student's reason when they cancel (AbortSignal.any)", () => {
    useFakeUploadClock();
    const cancel = new AbortController();
    const { signal, done } = uploadSignal(MiB, cancel.signal);
    cancel.abort(new DOMException('cancelado', 'AbortError'));
    expect(signal.aborted).toBe(true);
    expect(isUploadCancelled(signal.reason)).toBe(true);
    expect(isUploadTimeout(signal.reason)).toBe(false);
    done();
  });

  it('stops the clock once the upload settled', () => {
    useFakeUploadClock();
    const { signal, done } = uploadSignal(0);
    done();
    jest.advanceTimersByTime(10 * 60_000);
    expect(signal.aborted).toBe(false);
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('boundedUpload against a server that never answers', () => {
  let server: TestServer;
  let stalled: ReturnType<typeof stalledRoute>;

  beforeEach(async () => {
    stalled = stalledRoute();
    server = await startTestServer({ 'POST /upload': stalled.handler });
  });

  afterEach(async () => {
    await server.close();
  });

  const post = (cancel?: AbortSignal) => {
    const { http } = createTestPlatform({ prefixUrl: server.url });
    const form = new FormData();
    form.append('file', new File(['%PDF'], 'a.pdf'));
    return boundedUpload(4, cancel, (signal) =>
      http.api.post('upload', { body: form, timeout: false, signal }).json<unknown>(),
    );
  };

  it('is not cut by the 30 s call deadline, and is aborted at its own', async () => {
    useFakeUploadClock();
    const outcome = post().then(
      () => 'answered',
      (error: unknown) => error,
    );
    await eventually(() => expect(stalled.received).toBe(1));
    jest.advanceTimersByTime(30_000);
    await realSleep(20);
    expect(stalled.aborted).toBe(0);

    jest.advanceTimersByTime(uploadDeadlineMs(4) - 30_000);
    expect(isUploadTimeout(await outcome)).toBe(true);
    await eventually(() => expect(stalled.aborted).toBe(1));
  });

  it("is aborted by the student's cancel signal", async () => {
    const cancel = new AbortController();
    const outcome = post(cancel.signal).then(
      () => 'answered',
      (error: unknown) => error,
    );
    await eventually(() => expect(stalled.received).toBe(1));
    cancel.abort(new DOMException('cancelado', 'AbortError'));
    expect(isUploadCancelled(await outcome)).toBe(true);
    await eventually(() => expect(stalled.aborted).toBe(1));
  });
});
