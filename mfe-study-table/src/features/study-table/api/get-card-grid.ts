import { queryOptions } from '@tanstack/react-query';
import type {
  HttpClients,
  StudyTableCardGrid,
  StudyTableGridItem,
  StudyTableResponsiveLayout,
} from 'shared-contracts';
import { isArrayOf, isRecord, isString, serviceCall, shapeGuard } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

const isGridItem = shapeGuard<StudyTableGridItem>({
  i: 'string',
  x: 'number',
  y: 'number',
  w: 'number',
  h: 'number',
});

/** A layout per breakpoint, each a list of cards {i, x, y, w, h}. */
export function isResponsiveLayout(value: unknown): value is StudyTableResponsiveLayout {
  return isRecord(value) && Object.values(value).every((items) => isArrayOf(items, isGridItem));
}

/**
 * GET /v3/study-table/card-grid: the layout the student saved; null when there is none or the call
 * failed (spec 2 §8), and the page uses the default layout.
 */
export function getCardGrid(http: HttpClients, signal?: AbortSignal): Promise<StudyTableCardGrid | null> {
  return serviceCall(
    AREA_NAME,
    'getCardGrid',
    async () => {
      const body = await http.api.get('v3/study-table/card-grid', { signal }).json<unknown>();
      const data = isRecord(body) ? body.data : undefined;
      if (isRecord(data) && isResponsiveLayout(data.responsiveLayout) && isString(data.updatedAt)) {
        return { responsiveLayout: data.responsiveLayout, updatedAt: data.updatedAt };
      }
      return null;
    },
    () => null,
  );
}

export const CARD_GRID_KEY = [AREA_NAME, 'card-grid'] as const;

/** The saved grid: read once per visit (the page owns it while open). */
export function cardGridQuery(http: HttpClients) {
  return queryOptions({
    queryKey: CARD_GRID_KEY,
    queryFn: ({ signal }) => getCardGrid(http, signal),
    staleTime: 0,
  });
}

/** POST /v3/study-table/card-grid {responsiveLayout, updatedAt}. */
export function saveCardGrid(http: HttpClients, grid: StudyTableCardGrid): Promise<void> {
  return serviceCall(AREA_NAME, 'saveCardGrid', async () => {
    await http.api.post('v3/study-table/card-grid', { json: grid });
  });
}
