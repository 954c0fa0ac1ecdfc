import { Provider } from 'jotai/react';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { PlatformApi } from 'shared-contracts';
import { AreaShell } from 'shared-design-system';
import { createCommerceStore } from '../lib/store';
import { AreaRoutes } from './routes';

/** The commerce area: platform, theme and error boundary (AreaShell), its own jotai store, its router. */
export function AreaRoot({ platform }: { platform: PlatformApi }) {
  const [store] = useState(createCommerceStore);
  return (
    <AreaShell platform={platform} area="mfe-commerce">
      <Provider store={store}>
        <BrowserRouter>
          <AreaRoutes />
        </BrowserRouter>
      </Provider>
    </AreaShell>
  );
}
