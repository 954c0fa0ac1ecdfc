/**
 * A runtime guard per event name of the catalogue (ARCHITECTURE §5): the bus delivers a payload only when
 * its guard accepts it. The mapped type makes a missing guard a compile error; a test checks it at run time.
 * Guards check what subscribers rely on and let extra fields through (payloads may grow).
 */
import { DRAWER_KINDS, MODAL_KINDS, TOAST_KINDS } from './catalogue';
import type { EventCatalogue, EventName } from './catalogue';
import { isTrackedEventInput } from './validate-tracked-event';

/** A guard for one event's payload. */
export type EventGuard<N extends EventName> = (payload: unknown) => payload is EventCatalogue[N];

type Rec = Record<string, unknown>;

function isRecord(value: unknown): value is Rec {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isId = (value: unknown): value is string | number =>
  isNumber(value) || (isString(value) && value !== '');
const optional = (value: unknown, test: (v: unknown) => boolean): boolean =>
  value === undefined || test(value);
const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    isString(value) && (values as readonly string[]).includes(value);

function isItemEvent(value: unknown): boolean {
  return (
    isRecord(value) && isId(value.id) && optional(value.name, isString) && optional(value.path, isString)
  );
}

function isCastTrack(value: unknown): boolean {
  return (
    isRecord(value) &&
    isId(value.id) &&
    isString(value.title) &&
    isNumber(value.duration) &&
    Array.isArray(value.teachers) &&
    value.teachers.every((teacher) => isRecord(teacher) && isString(teacher.name))
  );
}

function isCastSection(value: unknown): boolean {
  return (
    isRecord(value) &&
    isId(value.id) &&
    isString(value.title) &&
    Array.isArray(value.tracks) &&
    value.tracks.every(isCastTrack) &&
    isRecord(value.horizontalData) &&
    oneOf(['ldi', 'custom-ldi', 'default'])(value.horizontalData.type) &&
    optional(value.horizontalData.data, isRecord)
  );
}

function isCastCurrentTrack(value: unknown): boolean {
  return (
    isRecord(value) &&
    isNumber(value.index) &&
    isId(value.albumId) &&
    isNumber(value.position) &&
    isNumber(value.volume) &&
    isNumber(value.speed) &&
    isBoolean(value.isPlaying)
  );
}

const nullable = (value: unknown, test: (v: unknown) => boolean) => value === null || test(value);

function isCastPlay(value: unknown): boolean {
  return (
    isRecord(value) &&
    isCastSection(value.section) &&
    optional(value.index, (index) => isNumber(index) && index >= 0) &&
    optional(value.albumImageUrl, (url) => nullable(url, isString))
  );
}

function isCastState(value: unknown): boolean {
  return (
    isRecord(value) &&
    isBoolean(value.isOpen) &&
    nullable(value.albumImageUrl, isString) &&
    nullable(value.playingSection, isCastSection) &&
    nullable(value.currentTrack, isCastCurrentTrack)
  );
}

function isCastTrackEnded(value: unknown): boolean {
  return (
    isRecord(value) &&
    isId(value.sectionId) &&
    oneOf(['ldi', 'custom-ldi', 'default'] as const)(value.sectionType) &&
    isId(value.albumId) &&
    isRecord(value.track) &&
    isNumber(value.track.id) &&
    isNumber(value.index) &&
    value.index >= 0 &&
    optional(value.heardRecorded, isBoolean)
  );
}

function isDrawerRequest(value: unknown): boolean {
  return (
    isRecord(value) &&
    oneOf(DRAWER_KINDS)(value.kind) &&
    optional(value.item, (item) => isRecord(item) && isId(item.id)) &&
    optional(value.path, isString) &&
    optional(value.filters, Array.isArray) &&
    optional(value.data, isRecord)
  );
}

function isModalRequest(value: unknown): boolean {
  return isRecord(value) && oneOf(MODAL_KINDS)(value.kind) && optional(value.data, isRecord);
}

function isToast(value: unknown): boolean {
  return (
    isRecord(value) &&
    oneOf(TOAST_KINDS)(value.kind) &&
    isString(value.message) &&
    value.message.trim() !== '' &&
    optional(value.durationMs, (ms) => isNumber(ms) && ms >= 0)
  );
}

function isDownloadRequest(value: unknown): boolean {
  return (
    isRecord(value) &&
    isString(value.url) &&
    value.url !== '' &&
    isString(value.name) &&
    optional(value.options, (options) => isRecord(options) && optional(options.mimeType, isString))
  );
}

/** Casts a plain boolean check to the guard type of one event. */
function guard<N extends EventName>(test: (value: unknown) => boolean): EventGuard<N> {
  return test as EventGuard<N>;
}

/** One guard per event name. */
export const CATALOGUE_GUARDS: { readonly [N in EventName]: EventGuard<N> } = {
  'notebook-created': guard(isItemEvent),
  'notebook-updated': guard(isItemEvent),
  'notebook-duplicated': guard(isItemEvent),
  'notebook-deleted': guard(isItemEvent),
  'exams-created': guard(isItemEvent),
  'exams-updated': guard(isItemEvent),
  'exam-duplicated': guard(isItemEvent),
  'folder-created': guard(isItemEvent),
  'folder-updated': guard(isItemEvent),
  'cast:play': guard(isCastPlay),
  'cast:pause': guard(isRecord),
  'cast:state': guard(isCastState),
  'cast:track-ended': guard(isCastTrackEnded),
  'drawer:open': guard(isDrawerRequest),
  'drawer:close': guard(isRecord),
  'modal:open': guard(isModalRequest),
  toast: guard(isToast),
  'download:enqueue': guard(isDownloadRequest),
  track: guard(isTrackedEventInput),
  'session:expired': guard((value) => isRecord(value) && optional(value.loginUrl, isString)),
  'vertical:under-maintenance': guard(
    (value) => isRecord(value) && isString(value.message) && isString(value.tag),
  ),
  'exam:running': guard((value) => isRecord(value) && isBoolean(value.running)),
};

/** Every event name of the catalogue. */
export const EVENT_NAMES = Object.keys(CATALOGUE_GUARDS) as EventName[];

/** Whether a string is an event name of the catalogue. */
export function isEventName(value: string): value is EventName {
  return Object.prototype.hasOwnProperty.call(CATALOGUE_GUARDS, value);
}

/** Whether a payload is valid for an event (false for unknown names). */
export function isValidEventPayload<N extends EventName>(
  name: N,
  payload: unknown,
): payload is EventCatalogue[N] {
  return isEventName(name) && CATALOGUE_GUARDS[name](payload);
}
