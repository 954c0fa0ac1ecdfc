import { queryOptions } from '@tanstack/react-query';
import type { EssayTemplate, HttpClients, VerticalId } from 'shared-contracts';
import { expectList, serviceCall, shapeGuard, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

const isTemplate = shapeGuard<EssayTemplate>({ name: 'string', url: 'string' });

/** GET /v3/redacoes/templates: the sample template files of the student's vertical (spec 3 §2). */
export function getEssayTemplates(http: HttpClients, signal?: AbortSignal): Promise<EssayTemplate[]> {
  return serviceCall(AREA_NAME, 'getEssayTemplates', async () => {
    const body = await http.api.get('v3/redacoes/templates', { signal }).json<unknown>();
    return expectList(body, isTemplate, 'modelos de redação');
  });
}

/** The vertical's templates: reference data (the vertical header decides them, so it is in the key). */
export function essayTemplatesQuery(http: HttpClients, vertical: VerticalId) {
  return queryOptions({
    queryKey: [AREA_NAME, 'essay-templates', vertical] as const,
    queryFn: ({ signal }) => getEssayTemplates(http, signal),
    staleTime: STALE_TIME.reference,
  });
}
