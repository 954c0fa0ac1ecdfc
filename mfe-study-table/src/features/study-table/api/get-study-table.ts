import { queryOptions } from '@tanstack/react-query';
import type { HttpClients, StudyTableCardGrid } from 'shared-contracts';
import { isRecord, isString, serviceCall } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isResponsiveLayout } from './get-card-grid';

/**
 * GET /v3/study-table: the dashboard's own record, the arrangement of its cards and when it was saved.
 * The main study-table fetch swallows its error (spec 2 §8): logged, then null, and the dashboard opens
 * anyway. A record with no arrangement is null too.
 */
export function getStudyTable(http: HttpClients, signal?: AbortSignal): Promise<StudyTableCardGrid | null> {
  return serviceCall(
    AREA_NAME,
    'getStudyTable',
    async () => {
      const body = await http.api.get('v3/study-table', { signal }).json<unknown>();
      const data = isRecord(body) ? body.data : undefined;
      if (isRecord(data) && isResponsiveLayout(data.responsiveLayout) && isString(data.updatedAt)) {
        return { responsiveLayout: data.responsiveLayout, updatedAt: data.updatedAt };
      }
      return null;
    },
    () => null,
  );
}

export const STUDY_TABLE_KEY = [AREA_NAME, 'study-table'] as const;

/** The dashboard's record: read once per visit, like the card grid. */
export function studyTableQuery(http: HttpClients) {
  return queryOptions({
    queryKey: STUDY_TABLE_KEY,
    queryFn: ({ signal }) => getStudyTable(http, signal),
    staleTime: 0,
  });
}
