import { badRequest } from '../../http-error';
import { requireInteger, requireKnownKeys, requireObjectBody, requireString } from '../../validation';

/** An event log entry of a course or a trail: its owner's id, the class when given, the event and when. */
export type EventLog<K extends string> = Record<K, number> & {
  class_id?: number;
  event: string;
  created_at: string;
};

/**
 * Reads the body of POST …/event-logs (courses and strategic trails alike): `{[ownerField], class_id?, event}`,
 * the owner checked by `findOwner` (which throws its own 404).
 */
export function readEventLog<K extends string>(
  rawBody: unknown,
  ownerField: K,
  findOwner: (id: number) => { id: number },
): EventLog<K> {
  const body = requireObjectBody(rawBody);
  requireKnownKeys(body, [ownerField, 'class_id', 'event']);
  const owner = findOwner(requireInteger(body[ownerField], ownerField, 1, Number.MAX_SAFE_INTEGER));
  const event = requireString(body.event, 'event');
  if (event.trim() === '') throw badRequest('Informe o evento (event).');
  return {
    [ownerField]: owner.id,
    ...(body.class_id === undefined
      ? {}
      : { class_id: requireInteger(body.class_id, 'class_id', 1, Number.MAX_SAFE_INTEGER) }),
    event,
    created_at: new Date().toISOString(),
  } as EventLog<K>;
}
