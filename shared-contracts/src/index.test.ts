import * as contracts from './index';
import * as testPlatform from './test-platform';

describe('package entry', () => {
  it.each([
    'CONTRACT_VERSION',
    'PlatformProvider',
    'usePlatform',
    'createEventBus',
    'createValueStream',
    'CATALOGUE_GUARDS',
    'EVENT_NAMES',
    'validateTrackedEvent',
    'createHttpClients',
    'SESSION_COOKIE',
    'HEADER_INTERACTIVE_TRACK_TYPE',
    'ROUTE_OWNERSHIP',
    'ownerOfPath',
    'activityFunction',
    'findOverlaps',
    'FEATURE_FLAGS',
    'ECOMMERCE_AREAS',
    'FLAG_GUARD_PREFIXES',
    'ENTITLEMENT_GUARD_PREFIXES',
    'isBetaActive',
    'abRolloutEnabled',
    'VERTICAL_IDS',
    'verticalFromHost',
    'switchVerticalHost',
    'verticalWording',
    'NAME_MAX_LENGTH',
    'SEARCH_DEBOUNCE_MS',
    'formatBadgeCount',
    'renderContentTemplate',
    'satisfiesRange',
  ])('exports %s', (name) => {
    expect(contracts).toHaveProperty(name);
    expect((contracts as Record<string, unknown>)[name]).toBeDefined();
  });

  it('does not pull node-only test helpers or test data into the browser entry', () => {
    expect(contracts).not.toHaveProperty('startTestServer');
    expect(contracts).not.toHaveProperty('SPEC_ROUTES');
  });

  it("keeps the test double out of the shared singleton, in 'shared-contracts/test-platform'", () => {
    expect(contracts).not.toHaveProperty('createTestPlatform');
    expect(testPlatform.createTestPlatform().contractVersion).toBe(contracts.CONTRACT_VERSION);
  });
});
