import { usePlatform, type PlatformApi } from 'shared-contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { isRecord, logServiceFailure, serviceCall, statusOf } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { courseTypeOf, type DocumentRef } from '../state/document-ref';

/** Where the student stopped: the chapter (document_id) and block; both absent when unknown. */
export interface LastSeen {
  document_id?: number;
  block_id?: number | null;
  content_mode?: string;
}

/**
 * GET /v3/mci/my-courses/{id}/last-seen; an empty object on failure (spec 2 §8). A 404 is a document the
 * student has not read yet: empty too, and not logged as a failure.
 */
export async function getLastSeen(
  platform: PlatformApi,
  ref: DocumentRef,
  signal?: AbortSignal,
): Promise<LastSeen> {
  if (ref.kind === 'custom') return {};
  try {
    const body = await platform.http.api
      .get(`v3/mci/my-courses/${ref.courseId}/last-seen`, { signal })
      .json<unknown>();
    const data = isRecord(body) && isRecord(body.data) ? body.data : {};
    return {
      ...(typeof data.document_id === 'number' ? { document_id: data.document_id } : {}),
      ...(typeof data.block_id === 'number' ? { block_id: data.block_id } : {}),
      ...(typeof data.content_mode === 'string' ? { content_mode: data.content_mode } : {}),
    };
  } catch (error) {
    if (statusOf(error) !== 404) logServiceFailure(AREA_NAME, 'getLastSeen', error);
    return {};
  }
}

export function lastSeenQuery(platform: PlatformApi, ref: DocumentRef) {
  return queryOptions({
    queryKey: [AREA_NAME, 'ldi', 'last-seen', ref.kind, ref.courseId],
    queryFn: ({ signal }) => getLastSeen(platform, ref, signal),
    staleTime: Infinity,
  });
}

/**
 * Records where the student is: POST /v3/mci/studentLastSeen/ {course_id, document_id, block_id, content_mode,
 * course_type}, or POST /v3/mci/personal/{id}/last-seen/ for a custom course.
 */
export function saveLastSeen(
  platform: PlatformApi,
  ref: DocumentRef,
  chapterId: number,
  blockId: number | null,
  contentMode: string,
) {
  const json = {
    course_id: ref.courseId,
    document_id: chapterId,
    block_id: blockId,
    content_mode: contentMode,
    course_type: courseTypeOf(ref),
  };
  const url =
    ref.kind === 'custom' ? `v3/mci/personal/${ref.courseId}/last-seen/` : 'v3/mci/studentLastSeen/';
  return serviceCall(
    AREA_NAME,
    'saveLastSeen',
    async () => {
      await platform.http.api.post(url, { json });
    },
    () => undefined,
  );
}

/** Where the reader is now: the chapter, the deep-linked block and the view mode. */
export interface LastSeenPlace {
  chapterId: number;
  blockId: number | null;
  contentMode: string;
}

/**
 * Records where the student is and keeps it as the cached last seen: the GET is asked once (staleTime Infinity),
 * so without this a student coming back within the cache's life would resume at the chapter of that first answer.
 */
export function useSaveLastSeen(ref: DocumentRef) {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (place: LastSeenPlace) =>
      saveLastSeen(platform, ref, place.chapterId, place.blockId, place.contentMode),
    onSuccess: (_, place) =>
      queryClient.setQueryData<LastSeen>(lastSeenQuery(platform, ref).queryKey, {
        document_id: place.chapterId,
        block_id: place.blockId,
        content_mode: place.contentMode,
      }),
  });
}
