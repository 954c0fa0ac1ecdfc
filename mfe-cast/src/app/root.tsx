import { useEffect, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { AreaRootProps } from 'shared-design-system';
import { AreaProviders } from 'shared-design-system/area';
import { CastStoreProvider, castStore } from '../lib/store';
import { areaQueryClient } from './query-client';
import { AreaRoutes } from './routes';
import { useCastStateSync } from './use-cast-state-sync';
import { startHeardRecorder } from './heard-recorder';

function CastStateSync({ children }: { children: ReactNode }) {
  useCastStateSync();
  return <>{children}</>;
}

/** The cast area: platform, theme, error boundary, its data layer and store (last dock state), and its own router. */
export function AreaRoot({ platform, queryClient = areaQueryClient }: AreaRootProps) {
  // the host starts the recorder when it bootstraps the remote (expose/app.tsx); this covers the standalone
  // page and tests. Never stopped here: heard marks go on after the area unmounts (see heard-recorder.ts).
  useEffect(() => {
    startHeardRecorder(platform, queryClient);
  }, [platform, queryClient]);
  return (
    <AreaProviders platform={platform} area="mfe-cast" queryClient={queryClient}>
      <CastStoreProvider store={castStore}>
        <CastStateSync>
          {/* No Suspense in this area, so navigations need no transition; without one, React 19 does not treat a
              navigate() inside a submit handler (album search) as a form action that builds FormData. */}
          <BrowserRouter useTransitions={false}>
            <AreaRoutes />
          </BrowserRouter>
        </CastStateSync>
      </CastStoreProvider>
    </AreaProviders>
  );
}
