/**
 * Node-only test helpers ('shared-contracts/testing'); never imported by browser code.
 */
export { startTestServer } from './start-test-server';
export type { RecordedRequest, TestHandler, TestReply, TestRoutes, TestServer } from './start-test-server';
export { createTestPlatform } from '../test-platform';
export type { TestPlatform, TestPlatformOptions, TestPlatformCalls } from '../test-platform';
export { SPEC_ROUTES } from '../routes/spec-route-table';
