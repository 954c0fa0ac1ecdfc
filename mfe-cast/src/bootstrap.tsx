import { verticalFromHost } from 'shared-contracts';
import { createTestPlatform } from 'shared-contracts/test-platform';
import { mountStandalone } from 'shared-design-system/area';
import { AreaRoot } from './app/root';

// Standalone development page: the area alone, with real http clients against this origin (the dev
// server proxies /bff, /v3, /static-bff ... to the dev BFF) and every flag on. Without the host there is
// no audio dock: 'cast:play' goes out on the bus and nobody plays it.
mountStandalone({
  name: 'mfe-cast',
  Root: AreaRoot,
  platform: createTestPlatform({ vertical: verticalFromHost(window.location.hostname), flags: 'all' }),
});
