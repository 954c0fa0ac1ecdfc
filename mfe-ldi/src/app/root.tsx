import { BrowserRouter } from 'react-router-dom';
import type { AreaRootProps } from 'shared-design-system';
import { AreaProviders } from 'shared-design-system/area';
import { AREA_NAME } from '../constants';
import { areaQueryClient } from './query-client';
import { AreaRoutes } from './routes';

/** The courses and learning documents area: platform, theme, error boundary, its data layer and its router. */
export function AreaRoot({ platform, queryClient = areaQueryClient }: AreaRootProps) {
  return (
    <AreaProviders platform={platform} area={AREA_NAME} queryClient={queryClient}>
      <BrowserRouter>
        <AreaRoutes />
      </BrowserRouter>
    </AreaProviders>
  );
}
