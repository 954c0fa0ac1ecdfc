import type { PlatformApi } from 'shared-contracts';
import { expectData, serviceCall } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { TUTORINGS_API } from '../constants';
import type { TutoringDetail, TutoringEvent, TutoringEventLog } from './tutoring-types';
import { isTutoringDetail } from './tutorings-api';

/** A change of the student's state in a tutoring (spec 2 §4: done or not done; added to or removed from the list). */
export type TutoringChange =
  | { kind: 'tutoring'; done: boolean }
  | { kind: 'class'; classId: number; done: boolean }
  | { kind: 'my-tutorings'; add: boolean };

/** The event each change logs. */
export function eventOf(change: TutoringChange): TutoringEvent {
  switch (change.kind) {
    case 'tutoring':
      return change.done ? 'tutoring_done' : 'tutoring_not_done';
    case 'class':
      return change.done ? 'class_done' : 'class_not_done';
    case 'my-tutorings':
      return change.add ? 'added_to_my_tutorings' : 'removed_from_my_tutorings';
  }
}

/**
 * PUT done/{id} or not-done/{id}; PUT class/done/{classId} or class/not-done/{classId}; POST or DELETE
 * my-tutorings {id}. Each answers the tutoring's new state. After a change the next GET of a tutoring skips
 * caches (spec 1 §7: no-cache key 'tutorings').
 */
export function changeTutoring(
  platform: PlatformApi,
  tutoringId: number,
  change: TutoringChange,
): Promise<TutoringDetail> {
  const { api } = platform.http;
  const mark = (done: boolean) => (done ? 'done' : 'not-done');
  const list = { json: { id: tutoringId } };
  return serviceCall(AREA_NAME, 'changeTutoring', async () => {
    const answer =
      change.kind === 'tutoring'
        ? api.put(`${TUTORINGS_API}/${mark(change.done)}/${tutoringId}`)
        : change.kind === 'class'
          ? api.put(`${TUTORINGS_API}/class/${mark(change.done)}/${change.classId}`)
          : change.add
            ? api.post(`${TUTORINGS_API}/my-tutorings`, list)
            : api.delete(`${TUTORINGS_API}/my-tutorings`, list);
    const tutoring = expectData(await answer.json<unknown>(), isTutoringDetail, 'conteúdo');
    platform.http.markNoCache('tutorings');
    return tutoring;
  });
}

/** POST event-logs: what the student did in a tutoring; a failure is logged and swallowed. */
export async function logTutoringEvent(platform: PlatformApi, event: TutoringEventLog): Promise<void> {
  await serviceCall(
    AREA_NAME,
    'logTutoringEvent',
    async () => {
      await platform.http.api.post(`${TUTORINGS_API}/event-logs`, { json: event });
    },
    () => undefined,
  );
}
