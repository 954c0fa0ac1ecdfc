import { Provider } from 'jotai/react';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { AreaRootProps } from 'shared-design-system';
import { AreaProviders } from 'shared-design-system/area';
import { AREA_NAME } from '../constants';
import { createSubmissionsStore } from '../lib/store';
import { areaQueryClient } from './query-client';
import { AreaRoutes } from './routes';

/**
 * The submissions area: platform, theme, error boundary and its data layer (AreaProviders), its own jotai
 * store (drafts), its router. No `invalidateOn` rules: no bus event of the catalogue (notebooks, exams,
 * folders, cast...) changes essays, discursive exams or forums; the area's own writes invalidate what they
 * change.
 */
export function AreaRoot({ platform, queryClient = areaQueryClient }: AreaRootProps) {
  const [store] = useState(createSubmissionsStore);
  return (
    <AreaProviders platform={platform} area={AREA_NAME} queryClient={queryClient}>
      <Provider store={store}>
        <BrowserRouter>
          <AreaRoutes />
        </BrowserRouter>
      </Provider>
    </AreaProviders>
  );
}
