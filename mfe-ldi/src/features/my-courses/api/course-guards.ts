import type {
  CatalogCourse,
  CourseClass,
  CourseClassification,
  CourseDetail,
  CourseSearchHit,
  CourseShelf,
  CourseSubClassification,
  CourseVideo,
  LdiCourse,
} from 'shared-contracts';
import { isArrayOf, isPagination, isRecord, shapeGuard, type Pagination } from 'shared-design-system/area';

/** Checked shapes of the my-courses answers (spec 2 §7 Courses and Search), one guard per entity. */
const isTeacher = shapeGuard<{ id: number; name: string }>({ name: 'string' });
const teachers = (value: unknown) => isArrayOf(value, isTeacher);

export const isCourseSearchHit = shapeGuard<CourseSearchHit>({
  id: 'number',
  slug: 'string',
  title: 'string',
  teachers,
  has_access: 'boolean',
});

export const isCourseShelf = shapeGuard<CourseShelf>({
  id: 'string',
  title: 'string',
  type: 'string',
  total: 'number',
  items: (value) => isArrayOf(value, isCourseSearchHit),
});

const isSubClassification = shapeGuard<CourseSubClassification>({ id: 'number', name: 'string' });
export const isCourseClassification = shapeGuard<CourseClassification>({
  id: 'number',
  name: 'string',
  slug: 'string',
  children: (value) => isArrayOf(value, isSubClassification),
});

export const isLdiCourseEntry = shapeGuard<LdiCourse>({
  id: 'number',
  slug: 'string',
  title: 'string',
  teachers,
});

export const isCatalogCourse = shapeGuard<CatalogCourse>({
  id: 'number',
  slug: 'string',
  title: 'string',
  teachers,
  progress: 'number',
  is_favorite: 'boolean',
});

const isCourseVideo = shapeGuard<CourseVideo>({
  id: 'number',
  title: 'string',
  duration: 'number',
  done: 'boolean',
});
const isCourseClass = shapeGuard<CourseClass>({
  id: 'number',
  title: 'string',
  position: 'number',
  done: 'boolean',
  videos: (value) => isArrayOf(value, isCourseVideo),
});
export const isCourseDetail = shapeGuard<CourseDetail>({
  id: 'number',
  slug: 'string',
  title: 'string',
  done: 'boolean',
  progress: 'number',
  is_my_course: 'boolean',
  classes: (value) => isArrayOf(value, isCourseClass),
});

/** A page of a list: `{ data: T[], pagination }`. */
export interface Paged<T> {
  data: T[];
  pagination: Pagination;
}

/** A guard for `{ data: T[], pagination }`. */
export function isPagedOf<T>(guard: (value: unknown) => value is T) {
  return (value: unknown): value is Paged<T> =>
    isRecord(value) && isArrayOf(value.data, guard) && isPagination(value.pagination);
}
