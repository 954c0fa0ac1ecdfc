import { createTestPlatform, startTestServer, type TestServer } from 'shared-contracts/testing';
import { isUploadTimeout, uploadDeadlineMs, uploadStudyFile } from './upload-study-file';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const file = (content = '%PDF-1.4', name = 'resumo.pdf') =>
  new File([content], name, { type: 'application/pdf' });

describe('uploadDeadlineMs', () => {
  it('allows 60 s plus the bytes at 32 KiB/s', () => {
    expect(uploadDeadlineMs(0)).toBe(60_000);
    expect(uploadDeadlineMs(32 * 1024)).toBe(61_000);
    expect(uploadDeadlineMs(10 * 1024 * 1024)).toBe(60_000 + 320_000);
    expect(uploadDeadlineMs(Number.NaN)).toBe(60_000);
  });
});

describe('uploadStudyFile (POST /bff/files/upload)', () => {
  it('is not cut by the call deadline: a slow answer still arrives (timeout: false)', async () => {
    server = await startTestServer({
      'GET /lento': { delayMs: 300, json: { data: 'lento' } },
      'POST /bff/files/upload': {
        status: 201,
        delayMs: 300,
        json: { data: { id: 9, name: 'resumo.pdf', size: 8, url: '/bff/files/9/resumo.pdf' } },
      },
    });
    // a call deadline and per-attempt timeout far shorter than the answer
    const { http } = createTestPlatform({
      prefixUrl: server.url,
      http: { deadlineMs: 50, timeoutMs: 50, retryLimit: 0 },
    });
    // what the deadline does to an ordinary call
    await expect(http.api.get('lento').json()).rejects.toThrow();

    await expect(uploadStudyFile(http, { file: file(), goalId: 7001 })).resolves.toEqual({
      id: '9',
      name: 'resumo.pdf',
      size: 8,
      url: '/bff/files/9/resumo.pdf',
    });
  });

  it('is bounded by its own deadline, reckoned from the bytes sent', async () => {
    server = await startTestServer({
      'POST /bff/files/upload': {
        delayMs: 2000,
        json: { data: { id: 1, name: 'a.pdf', size: 1, url: null } },
      },
    });
    const { http } = createTestPlatform({ prefixUrl: server.url });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const original = AbortSignal.timeout.bind(AbortSignal);
    const timeout = jest.spyOn(AbortSignal, 'timeout').mockImplementation(() => original(50));
    const sent = file('x'.repeat(64 * 1024));

    const failure = await uploadStudyFile(http, { file: sent, goalId: null }).catch(
      (error: unknown) => error,
    );
    expect(timeout).toHaveBeenCalledWith(60_000 + 2_000);
    expect(isUploadTimeout(failure)).toBe(true);
    expect(errors).toHaveBeenCalledWith('[mfe-study-table] uploadStudyFile falhou', failure);
  });

  it('reads an answer without a URL, and refuses one of another shape', async () => {
    server = await startTestServer({
      'POST /bff/files/upload': (request) =>
        request.body.includes('sem-url.pdf')
          ? { json: { data: { id: 'abc', name: 'sem-url.pdf', size: 3, url: null } } }
          : { json: { data: { name: 'sem-id.pdf' } } },
    });
    const { http } = createTestPlatform({ prefixUrl: server.url });
    await expect(uploadStudyFile(http, { file: file('abc', 'sem-url.pdf'), goalId: null })).resolves.toEqual({
      id: 'abc',
      name: 'sem-url.pdf',
      size: 3,
      url: null,
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(uploadStudyFile(http, { file: file('abc', 'sem-id.pdf'), goalId: null })).rejects.toThrow();
  });
});
