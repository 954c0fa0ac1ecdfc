import { queryOptions } from '@tanstack/react-query';
import type { HttpClients, ReportType } from 'shared-contracts';
import { expectList, serviceCall, shapeGuard, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

const isReportType = shapeGuard<ReportType>({ id: 'number', name: 'string' });

/** GET /v3/social/report-types: why a comment can be reported. A failure is logged and rethrown. */
export function getReportTypes(http: HttpClients, signal?: AbortSignal): Promise<ReportType[]> {
  return serviceCall(AREA_NAME, 'getReportTypes', async () => {
    const body = await http.api.get('v3/social/report-types', { signal }).json<unknown>();
    return expectList(body, isReportType, 'tipos de denúncia');
  });
}

/** The report types: reference data, asked for when the student first opens a report dialog. */
export function reportTypesQuery(http: HttpClients) {
  return queryOptions({
    queryKey: [AREA_NAME, 'report-types'] as const,
    queryFn: ({ signal }) => getReportTypes(http, signal),
    staleTime: STALE_TIME.reference,
  });
}
