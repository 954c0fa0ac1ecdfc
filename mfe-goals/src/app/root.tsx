import { BrowserRouter } from 'react-router-dom';
import type { AreaRootProps } from 'shared-design-system';
import { AreaProviders } from 'shared-design-system/area';
import { areaQueryClient } from './query-client';
import { AreaRoutes } from './routes';

/** The goals area: platform, theme, error boundary, its data layer and its own router. */
export function AreaRoot({ platform, queryClient = areaQueryClient }: AreaRootProps) {
  return (
    <AreaProviders platform={platform} area="mfe-goals" queryClient={queryClient}>
      <BrowserRouter>
        <AreaRoutes />
      </BrowserRouter>
    </AreaProviders>
  );
}
