import type { LdiChapter, PlatformApi } from 'shared-contracts';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { expectData, expectList, hasNumber, isRecord, serviceCall } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { markNoCachePaths } from '../../../lib/no-cache-paths';
import { studentCoursePath, type DocumentRef } from '../state/document-ref';
import { itemPath } from './get-item';

/** A done mark changes the items it covers: their next GET skips caches (spec 2 §9). */
const markItemsChanged = (platform: PlatformApi, itemIds: readonly number[]) =>
  markNoCachePaths(platform, itemIds.map(itemPath));

/** POST (done) or DELETE (not done) {my-courses|custom-courses}/{id}/item/{item}/completed. */
export function setItemDone(platform: PlatformApi, ref: DocumentRef, itemId: number, done: boolean) {
  return serviceCall(AREA_NAME, 'setItemDone', async () => {
    const url = `${studentCoursePath(ref)}/item/${itemId}/completed`;
    await (done ? platform.http.api.post(url) : platform.http.api.delete(url));
    markItemsChanged(platform, [itemId]);
  });
}

/** POST (done) or DELETE (not done) {my-courses|custom-courses}/{id}/chapter/{chapter}/completed. */
export function setChapterDone(
  platform: PlatformApi,
  ref: DocumentRef,
  chapter: Pick<LdiChapter, 'id' | 'items'>,
  done: boolean,
) {
  return serviceCall(AREA_NAME, 'setChapterDone', async () => {
    const url = `${studentCoursePath(ref)}/chapter/${chapter.id}/completed`;
    await (done ? platform.http.api.post(url) : platform.http.api.delete(url));
    markItemsChanged(
      platform,
      chapter.items.map((item) => item.id),
    );
  });
}

/** POST my-courses/{id}/changeCompleteItemsStatus {course_id, item_ids, value}: several items at once. */
export function changeCompleteItemsStatus(
  platform: PlatformApi,
  ref: DocumentRef,
  itemIds: readonly number[],
  value: boolean,
) {
  return serviceCall(AREA_NAME, 'changeCompleteItemsStatus', async () => {
    await platform.http.api.post(`${studentCoursePath(ref)}/changeCompleteItemsStatus`, {
      json: { course_id: ref.courseId, item_ids: itemIds, value },
    });
    markItemsChanged(platform, itemIds);
  });
}

export interface CourseProgress {
  percentage: number;
  completed_items: number;
  total_items: number;
}

const isCourseProgress = (value: unknown): value is CourseProgress =>
  isRecord(value) &&
  hasNumber(value, 'percentage') &&
  hasNumber(value, 'completed_items') &&
  hasNumber(value, 'total_items');

export interface ChapterPercentage {
  chapter_id: number;
  percentage: number;
}

const isChapterPercentage = (value: unknown): value is ChapterPercentage =>
  isRecord(value) && hasNumber(value, 'chapter_id') && hasNumber(value, 'percentage');

/** GET my-courses/{id}/course-progress: the course percentage. */
export function courseProgressQuery(platform: PlatformApi, ref: DocumentRef) {
  return queryOptions({
    queryKey: [AREA_NAME, 'ldi', 'progress', ref.kind, ref.courseId, 'course'],
    queryFn: ({ signal }) =>
      serviceCall(AREA_NAME, 'getCourseProgress', async () => {
        const body = await platform.http.api
          .get(`${studentCoursePath(ref)}/course-progress`, { signal })
          .json<unknown>();
        return expectData(body, isCourseProgress, 'progresso do curso');
      }),
  });
}

/** GET my-courses/{id}/chapter-percentage: each chapter's percentage. */
export function chapterPercentageQuery(platform: PlatformApi, ref: DocumentRef) {
  return queryOptions({
    queryKey: [AREA_NAME, 'ldi', 'progress', ref.kind, ref.courseId, 'chapters'],
    queryFn: ({ signal }) =>
      serviceCall(AREA_NAME, 'getChapterPercentage', async () => {
        const body = await platform.http.api
          .get(`${studentCoursePath(ref)}/chapter-percentage`, { signal })
          .json<unknown>();
        return expectList(body, isChapterPercentage, 'percentual dos capítulos');
      }),
  });
}

/** Query-key prefix of everything done marks change (progress and chapters). */
export const progressKey = (ref: DocumentRef) => [AREA_NAME, 'ldi', 'progress', ref.kind, ref.courseId];

/** What a done mark changes: the percentages and the chapters' done flags, asked again. */
export function useRefreshProgress(ref: DocumentRef) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: progressKey(ref) }),
      queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] === AREA_NAME && query.queryKey.includes('chapters'),
      }),
    ]);
}
