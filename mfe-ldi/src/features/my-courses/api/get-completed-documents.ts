import { queryOptions } from '@tanstack/react-query';
import type { LdiCompletedDocument, PlatformApi } from 'shared-contracts';
import { expectData, isArrayOf, serviceCall, shapeGuard, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { MY_COURSES_KEY } from './get-my-courses';

const isCompletedDocument = shapeGuard<LdiCompletedDocument>({ document_id: 'number', completed: 'boolean' });
const isCompletedDocuments = (value: unknown): value is LdiCompletedDocument[] =>
  isArrayOf(value, isCompletedDocument);

/**
 * POST /v3/mci/completed-documents/get {document_ids} (spec 2 §7 Completion): which of the listed learning
 * documents (the courses of the list) the student completed. A lookup, not a change: it is cached like a GET.
 * A failure is logged ('[mfe-ldi] getCompletedDocuments falhou') and rethrown: the cards show no mark.
 */
export function getCompletedDocuments(
  platform: PlatformApi,
  documentIds: readonly number[],
  signal?: AbortSignal,
): Promise<LdiCompletedDocument[]> {
  return serviceCall(AREA_NAME, 'getCompletedDocuments', async () => {
    const body = await platform.http.api
      .post('v3/mci/completed-documents/get', { json: { document_ids: documentIds }, signal })
      .json<unknown>();
    return expectData(body, isCompletedDocuments, 'documentos concluídos');
  });
}

export function completedDocumentsQuery(platform: PlatformApi, documentIds: readonly number[]) {
  return queryOptions({
    queryKey: [...MY_COURSES_KEY, 'completed-documents', documentIds],
    queryFn: ({ signal }) => getCompletedDocuments(platform, documentIds, signal),
    enabled: documentIds.length > 0,
    staleTime: STALE_TIME.default,
  });
}
