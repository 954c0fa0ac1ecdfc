import type { CourseDetail, CourseEventLog, PlatformApi } from 'shared-contracts';
import { expectData, serviceCall } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isCourseDetail } from './course-guards';
import { COURSE_PATHS, markCourseNoCache } from './course-no-cache';

/** After a mark the course's next GET skips caches (spec 2 §9): its answer holds the marks. */
async function marked(platform: PlatformApi, id: number, write: Promise<CourseDetail>) {
  const detail = await write;
  markCourseNoCache(platform, [COURSE_PATHS.detail(id)]);
  return detail;
}

/** PUT /v3/courses/done/{id} or /v3/courses/not-done/{id}: the course done or not done. */
export function setCourseDone(platform: PlatformApi, id: number, done: boolean): Promise<CourseDetail> {
  return serviceCall(AREA_NAME, 'setCourseDone', () =>
    marked(
      platform,
      id,
      platform.http.api
        .put(`v3/courses/${done ? 'done' : 'not-done'}/${id}`)
        .json<unknown>()
        .then((body) => expectData(body, isCourseDetail, 'curso')),
    ),
  );
}

/** POST /v3/courses/class/done or /class/not-done {course_id, class_id}. */
export function setClassDone(
  platform: PlatformApi,
  courseId: number,
  classId: number,
  done: boolean,
): Promise<CourseDetail> {
  return serviceCall(AREA_NAME, 'setClassDone', () =>
    marked(
      platform,
      courseId,
      platform.http.api
        .post(`v3/courses/class/${done ? 'done' : 'not-done'}`, {
          json: { course_id: courseId, class_id: classId },
        })
        .json<unknown>()
        .then((body) => expectData(body, isCourseDetail, 'aula')),
    ),
  );
}

/** POST /v3/courses/video/done {course_id, class_id, video_id}. */
export function setVideoDone(
  platform: PlatformApi,
  courseId: number,
  classId: number,
  videoId: number,
): Promise<CourseDetail> {
  return serviceCall(AREA_NAME, 'setVideoDone', () =>
    marked(
      platform,
      courseId,
      platform.http.api
        .post('v3/courses/video/done', {
          json: { course_id: courseId, class_id: classId, video_id: videoId },
        })
        .json<unknown>()
        .then((body) => expectData(body, isCourseDetail, 'vídeo')),
    ),
  );
}

/** POST /v3/courses/event-logs: a record of what the student did; a failure is logged and swallowed. */
export async function logCourseEvent(platform: PlatformApi, event: CourseEventLog): Promise<void> {
  await serviceCall(
    AREA_NAME,
    'logCourseEvent',
    async () => {
      await platform.http.api.post('v3/courses/event-logs', { json: event });
    },
    () => undefined,
  );
}
