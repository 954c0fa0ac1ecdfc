import type { LdiAccessedContent, PlatformApi } from 'shared-contracts';
import { queryOptions } from '@tanstack/react-query';
import { expectList, hasNumber, hasString, isRecord, serviceCall } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { courseTypeOf, type DocumentRef } from '../state/document-ref';

// spec 2 §7 lists 'Accessed contents: POST/GET' among the /v3/mci calls without a path or fields
const ACCESSED_CONTENTS_PATH = 'v3/mci/accessed-contents';

const isAccessed = (value: unknown): value is LdiAccessedContent =>
  isRecord(value) &&
  hasNumber(value, 'course_id') &&
  hasNumber(value, 'document_id') &&
  hasString(value, 'course_type') &&
  hasString(value, 'accessed_at');

/** GET accessed contents of a document: the chapters the student has opened. */
export function accessedContentsQuery(platform: PlatformApi, ref: DocumentRef) {
  return queryOptions({
    queryKey: [AREA_NAME, 'ldi', 'accessed-contents', ref.kind, ref.courseId],
    queryFn: ({ signal }) =>
      serviceCall(AREA_NAME, 'getAccessedContents', async () => {
        const body = await platform.http.api
          .get(ACCESSED_CONTENTS_PATH, { searchParams: { course_id: String(ref.courseId) }, signal })
          .json<unknown>();
        return expectList(body, isAccessed, 'conteúdos acessados');
      }),
  });
}

/** POST accessed contents {course_id, document_id, course_type}: the student opened this chapter. */
export function recordAccess(platform: PlatformApi, ref: DocumentRef, chapterId: number) {
  // a record that fails is logged, not shown: reading goes on
  return serviceCall(
    AREA_NAME,
    'recordAccess',
    async () => {
      await platform.http.api.post(ACCESSED_CONTENTS_PATH, {
        json: { course_id: ref.courseId, document_id: chapterId, course_type: courseTypeOf(ref) },
      });
    },
    () => undefined,
  );
}
