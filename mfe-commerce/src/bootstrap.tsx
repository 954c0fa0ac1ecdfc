import { verticalFromHost } from 'shared-contracts';
import { createTestPlatform } from 'shared-contracts/test-platform';
import { mountStandalone } from 'shared-design-system/area';
import { AreaRoot } from './app/root';

// Standalone development page: the area alone with a test platform whose http clients call the same
// origin (the dev server proxies /bff, /v3... to the dev BFF). Sign in first through /auth/dev-login.
mountStandalone({
  name: 'mfe-commerce',
  Root: AreaRoot,
  platform: createTestPlatform({
    vertical: verticalFromHost(window.location.hostname),
    flags: 'all',
    ecommerce: 'all',
  }),
});
