import { startTestServer } from 'shared-contracts/testing';
import { fetchRemotesManifest, parseRemotesManifest } from './remotes-manifest';

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

test('keeps well-formed entries of known remotes only', () => {
  expect(
    parseRemotesManifest({
      mfe_cast: { entry: 'http://localhost:3103/mf-manifest.json', version: '1.0.0' },
      mfe_unknown: { entry: 'x', version: '1' },
      mfe_goals: { entry: 42 },
    }),
  ).toEqual({ mfe_cast: { entry: 'http://localhost:3103/mf-manifest.json', version: '1.0.0' } });
  expect(parseRemotesManifest([1, 2])).toEqual({});
});

test('retries a failing remotes.json and uses the first good answer', async () => {
  let calls = 0;
  const server = await startTestServer(() => {
    calls += 1;
    if (calls < 3) return { status: 503 };
    return { json: { mfe_ldi: { entry: 'http://localhost:3102/mf-manifest.json', version: '1.2.0' } } };
  });
  try {
    const manifest = await fetchRemotesManifest({ url: `${server.url}/remotes.json`, retryDelayMs: 1 });
    expect(manifest.mfe_ldi?.version).toBe('1.2.0');
    expect(calls).toBe(3);
  } finally {
    await server.close();
  }
});

test('gives up after the bounded attempts with an empty manifest instead of throwing', async () => {
  let calls = 0;
  const server = await startTestServer(() => {
    calls += 1;
    return { status: 500 };
  });
  try {
    await expect(
      fetchRemotesManifest({ url: `${server.url}/remotes.json`, attempts: 2, retryDelayMs: 1 }),
    ).resolves.toEqual({});
    expect(calls).toBe(2);
  } finally {
    await server.close();
  }
});

test("uses the early boot's answer without asking again, and asks when that answer failed", async () => {
  let calls = 0;
  const server = await startTestServer(() => {
    calls += 1;
    return { json: { mfe_goals: { entry: 'http://localhost:3106/mf-manifest.json', version: '2.0.0' } } };
  });
  try {
    const early = Promise.resolve({
      mfe_cast: { entry: 'http://localhost:3103/mf-manifest.json', version: '1.0.0' },
    });
    const url = `${server.url}/remotes.json`;
    await expect(fetchRemotesManifest({ url, early })).resolves.toEqual({
      mfe_cast: { entry: 'http://localhost:3103/mf-manifest.json', version: '1.0.0' },
    });
    expect(calls).toBe(0);

    const manifest = await fetchRemotesManifest({ url, early: Promise.reject(new Error('HTTP 503')) });
    expect(manifest.mfe_goals?.version).toBe('2.0.0');
    expect(calls).toBe(1);
  } finally {
    await server.close();
  }
});
