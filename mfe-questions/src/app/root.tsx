import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { AreaRootProps } from 'shared-design-system';
import { AreaProviders, type InvalidationRule } from 'shared-design-system/area';
import { AREA_NAME } from '../constants';
import { LISTING_REFRESH_EVENTS } from '../features/notebooks/api/get-folder-listing';
import {
  filtersOwnerAtom,
  syncQuestionFilters,
} from '../features/question-selection/state/question-filters-atom';
import { EXAMS_KEY, LISTING_KEY, NOTEBOOKS_KEY } from '../lib/query-keys';
import { QuestionsStoreProvider, createStore } from '../lib/store';
import { areaQueryClient } from './query-client';
import { AreaRoutes } from './routes';

/**
 * What other parts of the site change: notebooks, folders and exams created, changed or removed by the host's
 * drawers refresh the listing; a notebook or an exam edited, moved or given questions there refreshes its
 * open page (and the question pages' copy of the notebook).
 */
const INVALIDATE_ON: readonly InvalidationRule[] = [
  { events: LISTING_REFRESH_EVENTS, queryKey: LISTING_KEY },
  { events: ['notebook-updated'], queryKey: NOTEBOOKS_KEY },
  { events: ['exams-updated'], queryKey: EXAMS_KEY },
];

/** The questions area: platform, theme, error boundary, its data layer, its own jotai store and router. */
export function AreaRoot({ platform, queryClient = areaQueryClient }: AreaRootProps) {
  // one store per mount: the filters live while the area is mounted; the local cache carries them over
  const [store] = useState(() => {
    const created = createStore();
    created.set(filtersOwnerAtom, platform.session.getUser()?.id ?? null);
    return created;
  });
  // the filters are the signed-in student's (Sair forgets them) and follow their other tabs
  useEffect(() => syncQuestionFilters(store, platform.session), [store, platform]);
  return (
    <AreaProviders
      platform={platform}
      area={AREA_NAME}
      queryClient={queryClient}
      invalidateOn={INVALIDATE_ON}
    >
      <QuestionsStoreProvider store={store}>
        <BrowserRouter>
          <AreaRoutes />
        </BrowserRouter>
      </QuestionsStoreProvider>
    </AreaProviders>
  );
}
