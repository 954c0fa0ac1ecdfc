/**
 * The typed test double of PlatformApi ('shared-contracts/test-platform'): for tests and a remote's
 * standalone page. Apart from the main entry so that the shared singleton the host loads first does not
 * carry it; browser-safe, unlike 'shared-contracts/testing' (Node-only helpers).
 */
export { createTestPlatform } from './platform/create-test-platform';
export type { TestPlatform, TestPlatformOptions, TestPlatformCalls } from './platform/create-test-platform';
