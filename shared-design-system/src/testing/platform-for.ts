import {
  createTestPlatform,
  type TestPlatform,
  type TestPlatformOptions,
  type TestServer,
} from 'shared-contracts/testing';

/** A test platform whose http clients call `server`, without retries so failures show at once. */
export function platformFor(
  server: TestServer,
  options: Omit<TestPlatformOptions, 'prefixUrl'> = {},
): TestPlatform {
  return createTestPlatform({ ...options, prefixUrl: server.url, http: { retryLimit: 0, ...options.http } });
}
