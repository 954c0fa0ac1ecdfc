import { CUSTOM_COURSE_TYPE, DEFAULT_COURSE_TYPE } from '../../../constants';

/** Which document the reader shows: an ordinary LDI (/ldi/{slug}) or a custom course (/ldi-personalizado/{slug}). */
export interface DocumentRef {
  kind: 'ldi' | 'custom';
  courseId: number;
  slug: string;
}

/** Base path of a document's per-student calls: my-courses/{id} or custom-courses/{id} (spec 2 §7). */
export function studentCoursePath(ref: DocumentRef): string {
  return ref.kind === 'custom'
    ? `v3/mci/custom-courses/${ref.courseId}`
    : `v3/mci/my-courses/${ref.courseId}`;
}

/** course_type of text selections and last-seen records: course by default (spec 2 §5). */
export function courseTypeOf(ref: DocumentRef): string {
  return ref.kind === 'custom' ? CUSTOM_COURSE_TYPE : DEFAULT_COURSE_TYPE;
}
