import { queryOptions } from '@tanstack/react-query';
import type { HttpClients, WebcastAccess } from 'shared-contracts';
import { getData, serviceCall, shapeGuard } from 'shared-design-system/area';
import { AREA_NAME, WEBCAST_API } from '../../../constants';

const isAccess = shapeGuard<WebcastAccess>({ has_access: 'boolean', url: 'string?' });

/** GET {webcast API}/validate_access/{id}, with credentials (spec 3 §7 Webcast): may the student watch it. */
export function validateWebcastAccess(
  http: HttpClients,
  webcastId: number,
  signal?: AbortSignal,
): Promise<WebcastAccess> {
  return serviceCall(AREA_NAME, 'validateWebcastAccess', () =>
    getData(http.api, `${WEBCAST_API}/validate_access/${webcastId}`, isAccess, 'acesso ao webcast', {
      signal,
      credentials: 'include',
    }),
  );
}

/** The student's access: asked every time the page opens (a purchase or a session change alters it). */
export function webcastAccessQuery(http: HttpClients, webcastId: number) {
  return queryOptions({
    queryKey: [AREA_NAME, 'webcast-access', webcastId],
    queryFn: ({ signal }) => validateWebcastAccess(http, webcastId, signal),
    staleTime: 0,
  });
}
