import { BrowserRouter } from 'react-router-dom';
import type { AreaRootProps } from 'shared-design-system';
import { AreaProviders, type InvalidationRule } from 'shared-design-system/area';
import { AREA_NAME } from '../constants';
import { FAVORITES_KEY } from '../features/favorites/api/get-favorites';
import { RECENT_ACTIVITIES_KEY } from '../features/study-table/api/get-recent-activities';
import { areaQueryClient } from './query-client';
import { AreaRoutes } from './routes';

/** Notebooks and exams created, changed or removed elsewhere (drawers, mfe-questions). */
const NOTEBOOK_AND_EXAM_EVENTS = [
  'notebook-created',
  'notebook-updated',
  'notebook-duplicated',
  'notebook-deleted',
  'exams-created',
  'exams-updated',
  'exam-duplicated',
] as const;

/** Recent activities and favourites list notebooks and exams: their titles and presence follow these events. */
const INVALIDATE_ON: readonly InvalidationRule[] = [
  { events: NOTEBOOK_AND_EXAM_EVENTS, queryKey: RECENT_ACTIVITIES_KEY },
  { events: NOTEBOOK_AND_EXAM_EVENTS, queryKey: FAVORITES_KEY },
];

/** The study table area: platform, theme, error boundary, its data layer and its own router. */
export function AreaRoot({ platform, queryClient = areaQueryClient }: AreaRootProps) {
  return (
    <AreaProviders
      platform={platform}
      area={AREA_NAME}
      queryClient={queryClient}
      invalidateOn={INVALIDATE_ON}
    >
      <BrowserRouter>
        <AreaRoutes />
      </BrowserRouter>
    </AreaProviders>
  );
}
