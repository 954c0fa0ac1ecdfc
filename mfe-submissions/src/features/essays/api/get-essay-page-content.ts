import { queryOptions } from '@tanstack/react-query';
import type { HttpClients } from 'shared-contracts';
import { getDataOrNull, serviceCall, shapeGuard, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

/** The essays page text of an institution. */
export interface EssayPageContent {
  title: string;
  text: string;
}

const isContent = shapeGuard<EssayPageContent>({ title: 'string', text: 'string' });

/**
 * GET /v3/contents/get/redacoes-{institution_id}: the essays page content of an institution, from the
 * content service (spec 3 §7). An institution without content (404) has none: null, not a failure. Other
 * failures are logged and rethrown.
 */
export function getEssayPageContent(
  http: HttpClients,
  institutionId: string,
  signal?: AbortSignal,
): Promise<EssayPageContent | null> {
  return serviceCall(AREA_NAME, 'getEssayPageContent', () =>
    getDataOrNull(
      http.api,
      `v3/contents/get/redacoes-${encodeURIComponent(institutionId)}`,
      isContent,
      'conteúdo da instituição',
      { signal },
    ),
  );
}

/** An institution's page content: reference data. */
export function essayPageContentQuery(http: HttpClients, institutionId: string) {
  return queryOptions({
    queryKey: [AREA_NAME, 'essay-page-content', institutionId] as const,
    queryFn: ({ signal }) => getEssayPageContent(http, institutionId, signal),
    staleTime: STALE_TIME.reference,
  });
}
