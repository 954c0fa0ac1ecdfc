import type { PlatformApi } from 'shared-contracts';
import { queryOptions } from '@tanstack/react-query';
import {
  expectData,
  expectList,
  hasNumber,
  hasString,
  isRecord,
  serviceCall,
} from 'shared-design-system/area';
import { ANNOTATION_KINDS, AREA_NAME, DEFAULT_COURSE_TYPE, type AnnotationKind } from '../../../constants';
import { markNoCachePaths, noCacheOptions } from '../../../lib/no-cache-paths';
import { itemPath } from './get-item';

/** A text selection of the student: a highlight, note, underline or strike over a block's text. */
export interface TextSelection {
  id: number;
  course_id: number;
  chapter_id: number;
  item_id: number;
  block_id: number;
  kind: AnnotationKind;
  text: string;
  note: string | null;
  course_type: string;
}

export function isTextSelection(value: unknown): value is TextSelection {
  return (
    isRecord(value) &&
    hasNumber(value, 'id') &&
    hasNumber(value, 'chapter_id') &&
    hasNumber(value, 'item_id') &&
    hasNumber(value, 'block_id') &&
    hasString(value, 'text') &&
    ANNOTATION_KINDS.some((entry) => entry.kind === value.kind) &&
    (value.note === null || typeof value.note === 'string')
  );
}

export type NewTextSelection = Omit<TextSelection, 'id' | 'course_type'> & { course_type?: string };

/** The body of a new text selection: course_type course when absent (spec 2 §5). */
export function selectionBody(selection: NewTextSelection): Omit<TextSelection, 'id'> {
  return { ...selection, course_type: selection.course_type ?? DEFAULT_COURSE_TYPE };
}

/** Where a text selection sits: the course (as the reader knows it), chapter and item. */
export interface SelectionPlace {
  courseId: number;
  chapterId: number;
  itemId: number;
}

const itemSelectionsPath = (itemId: number) => `v3/mci/items/${itemId}/selections`;
const chapterSelectionsPath = (courseId: number, chapterId: number) =>
  `v3/mci/courses/${courseId}/chapter/${chapterId}/text_selections`;

/**
 * After a change of a selection the next GET of its item's and its chapter's selections skips caches (spec 2
 * §9); adding or removing one also changes the item's blocks in the mark mode, so the item's too.
 */
function markSelectionsChanged(platform: PlatformApi, place: SelectionPlace, itemToo: boolean) {
  markNoCachePaths(platform, [
    itemSelectionsPath(place.itemId),
    chapterSelectionsPath(place.courseId, place.chapterId),
    ...(itemToo ? [itemPath(place.itemId)] : []),
  ]);
}

/** POST /v3/mci/textSelections. */
export function createSelection(platform: PlatformApi, selection: NewTextSelection) {
  return serviceCall(AREA_NAME, 'createSelection', async () => {
    const body = await platform.http.api
      .post('v3/mci/textSelections', { json: selectionBody(selection) })
      .json<unknown>();
    const created = expectData(body, isTextSelection, 'anotação');
    markSelectionsChanged(
      platform,
      { courseId: selection.course_id, chapterId: selection.chapter_id, itemId: selection.item_id },
      true,
    );
    return created;
  });
}

/** PUT /v3/mci/textSelections/{id}: a new note or kind (of the selection at `place`). */
export function updateSelection(
  platform: PlatformApi,
  id: number,
  changes: { note?: string | null; kind?: AnnotationKind; course_type?: string },
  place: SelectionPlace,
) {
  return serviceCall(AREA_NAME, 'updateSelection', async () => {
    const body = await platform.http.api
      .put(`v3/mci/textSelections/${id}`, {
        json: { ...changes, course_type: changes.course_type ?? DEFAULT_COURSE_TYPE },
      })
      .json<unknown>();
    const updated = expectData(body, isTextSelection, 'anotação');
    markSelectionsChanged(platform, place, false);
    return updated;
  });
}

/** DELETE /v3/mci/textSelections/{id} (of the selection at `place`). */
export function deleteSelection(platform: PlatformApi, id: number, place: SelectionPlace) {
  return serviceCall(AREA_NAME, 'deleteSelection', async () => {
    await platform.http.api.delete(`v3/mci/textSelections/${id}`);
    markSelectionsChanged(platform, place, true);
  });
}

/**
 * GET /v3/mci/items/{id}/selections: the annotations of one item (shown again over its text); no-cache once
 * after a change of one of them.
 */
export function itemSelectionsQuery(platform: PlatformApi, itemId: number) {
  return queryOptions({
    queryKey: [AREA_NAME, 'ldi', 'selections', 'item', itemId],
    queryFn: ({ signal }) =>
      serviceCall(AREA_NAME, 'getItemSelections', async () => {
        const path = itemSelectionsPath(itemId);
        const body = await platform.http.api
          .get(path, { signal, ...noCacheOptions(platform, path) })
          .json<unknown>();
        return expectList(body, isTextSelection, 'anotações do item');
      }),
  });
}

/** GET /v3/mci/courses/{id}/chapter/{id}/text_selections: the my_notebook mode's list (no-cache once after a change). */
export function chapterSelectionsQuery(platform: PlatformApi, courseId: number, chapterId: number) {
  return queryOptions({
    queryKey: [AREA_NAME, 'ldi', 'selections', 'chapter', courseId, chapterId],
    queryFn: ({ signal }) =>
      serviceCall(AREA_NAME, 'getChapterSelections', async () => {
        const path = chapterSelectionsPath(courseId, chapterId);
        const body = await platform.http.api
          .get(path, { signal, ...noCacheOptions(platform, path) })
          .json<unknown>();
        return expectList(body, isTextSelection, 'anotações do capítulo');
      }),
  });
}

/** Query-key prefix of every selection list (refreshed after a change). */
export const SELECTIONS_KEY = [AREA_NAME, 'ldi', 'selections'];
