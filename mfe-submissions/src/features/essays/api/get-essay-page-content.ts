import { itemOrNullEndpoint, shapeGuard, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

/** The essays page text of an institution. */
export interface EssayPageContent {
  title: string;
  text: string;
}

const essayPageContent = itemOrNullEndpoint(AREA_NAME, 'getEssayPageContent', {
  client: (http) => http.api,
  path: (institutionId: string) => `v3/contents/get/redacoes-${encodeURIComponent(institutionId)}`,
  guard: shapeGuard<EssayPageContent>({ title: 'string', text: 'string' }),
  what: 'conteúdo da instituição',
  key: [AREA_NAME, 'essay-page-content'],
  staleTime: STALE_TIME.reference,
});

/**
 * GET /v3/contents/get/redacoes-{institution_id}: the essays page content of an institution, from the
 * content service (spec 3 §7). An institution without content (404) has none: null, not a failure. Other
 * failures are logged and rethrown.
 */
export const getEssayPageContent = essayPageContent.get;
/** An institution's page content: reference data. */
export const essayPageContentQuery = essayPageContent.query;
