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

/** POST /v3/mci/textSelections. */
export function createSelection(platform: PlatformApi, selection: NewTextSelection) {
  return serviceCall(AREA_NAME, 'createSelection', async () => {
    const body = await platform.http.api
      .post('v3/mci/textSelections', { json: selectionBody(selection) })
      .json<unknown>();
    return expectData(body, isTextSelection, 'anotação');
  });
}

/** PUT /v3/mci/textSelections/{id}: a new note or kind. */
export function updateSelection(
  platform: PlatformApi,
  id: number,
  changes: { note?: string | null; kind?: AnnotationKind; course_type?: string },
) {
  return serviceCall(AREA_NAME, 'updateSelection', async () => {
    const body = await platform.http.api
      .put(`v3/mci/textSelections/${id}`, {
        json: { ...changes, course_type: changes.course_type ?? DEFAULT_COURSE_TYPE },
      })
      .json<unknown>();
    return expectData(body, isTextSelection, 'anotação');
  });
}

/** DELETE /v3/mci/textSelections/{id}. */
export function deleteSelection(platform: PlatformApi, id: number) {
  return serviceCall(AREA_NAME, 'deleteSelection', async () => {
    await platform.http.api.delete(`v3/mci/textSelections/${id}`);
  });
}

/** GET /v3/mci/items/{id}/selections: the annotations of one item (shown again over its text). */
export function itemSelectionsQuery(platform: PlatformApi, itemId: number) {
  return queryOptions({
    queryKey: [AREA_NAME, 'ldi', 'selections', 'item', itemId],
    queryFn: ({ signal }) =>
      serviceCall(AREA_NAME, 'getItemSelections', async () => {
        const body = await platform.http.api
          .get(`v3/mci/items/${itemId}/selections`, { signal })
          .json<unknown>();
        return expectList(body, isTextSelection, 'anotações do item');
      }),
  });
}

/** GET /v3/mci/courses/{id}/chapter/{id}/text_selections: the my_notebook mode's list. */
export function chapterSelectionsQuery(platform: PlatformApi, courseId: number, chapterId: number) {
  return queryOptions({
    queryKey: [AREA_NAME, 'ldi', 'selections', 'chapter', courseId, chapterId],
    queryFn: ({ signal }) =>
      serviceCall(AREA_NAME, 'getChapterSelections', async () => {
        const body = await platform.http.api
          .get(`v3/mci/courses/${courseId}/chapter/${chapterId}/text_selections`, { signal })
          .json<unknown>();
        return expectList(body, isTextSelection, 'anotações do capítulo');
      }),
  });
}

/** Query-key prefix of every selection list (refreshed after a change). */
export const SELECTIONS_KEY = [AREA_NAME, 'ldi', 'selections'];
