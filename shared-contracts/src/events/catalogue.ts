/**
 * The event catalogue: every event name on the bus, its payload type and (in catalogue-guards.ts) its
 * runtime guard. Names from the spec; area events are prefixed (`cast:play`).
 *
 * NOTE for implementers: keep this map and the guards in catalogue-guards.ts in step; a test checks that
 * every name here has a guard.
 */
import type { CastPlayRequest, CastState, CastTrackEnded } from '../dto/cast';
import type { FolderItem } from '../dto/folder';

/** Every right-hand drawer the host can open (spec 1 §2). */
export const DRAWER_KINDS = [
  'create-notebook',
  'edit-notebook',
  'create-folder',
  'edit-folder',
  'change-folder-location',
  'duplicate-notebook',
  'create-exam',
  'edit-exam',
  'duplicate-exam',
  'share',
  'add-questions-by-id',
] as const;

export type DrawerKind = (typeof DRAWER_KINDS)[number];

export interface DrawerRequest {
  kind: DrawerKind;
  /** the item the drawer works on (edit, duplicate, share, move) */
  item?: FolderItem;
  /** folder path the drawer starts in ('base' is the root) */
  path?: string;
  /** question filters (formatted) when creating from the question selection */
  filters?: unknown[];
  /** anything else the drawer needs */
  data?: Record<string, unknown>;
}

/** Every modal the host can open (spec 1 §2). */
export const MODAL_KINDS = [
  'report',
  'cast-redirect',
  'cast-close',
  'questions-terms',
  'beta-tester',
] as const;

export type ModalKind = (typeof MODAL_KINDS)[number];

export interface ModalRequest {
  kind: ModalKind;
  data?: Record<string, unknown>;
}

export const TOAST_KINDS = ['success', 'error', 'info', 'warning'] as const;

export type ToastKind = (typeof TOAST_KINDS)[number];

export interface ToastInput {
  kind: ToastKind;
  message: string;
  /** ms before it disappears; default set by the host */
  durationMs?: number;
}

export interface DownloadRequest {
  url: string;
  name: string;
  options?: { mimeType?: string };
}

export interface TrackTarget {
  type: string;
  id: string | number;
  version?: string | number;
}

export interface TrackedEventInput {
  type: string;
  target: string | TrackTarget[];
  context: string;
  meta?: Record<string, unknown>;
}

export interface ItemEventPayload {
  id: number | string;
  name?: string;
  path?: string;
}

export interface EventCatalogue {
  'notebook-created': ItemEventPayload;
  'notebook-updated': ItemEventPayload;
  'notebook-duplicated': ItemEventPayload;
  'notebook-deleted': ItemEventPayload;
  'exams-created': ItemEventPayload;
  'exams-updated': ItemEventPayload;
  'exam-duplicated': ItemEventPayload;
  'folder-created': ItemEventPayload;
  'folder-updated': ItemEventPayload;
  'cast:play': CastPlayRequest;
  'cast:pause': Record<string, never>;
  'cast:state': CastState;
  'cast:track-ended': CastTrackEnded;
  'drawer:open': DrawerRequest;
  'drawer:close': Record<string, never>;
  'modal:open': ModalRequest;
  toast: ToastInput;
  'download:enqueue': DownloadRequest;
  track: TrackedEventInput;
  'session:expired': { loginUrl?: string };
  'vertical:under-maintenance': { message: string; tag: string };
  'exam:running': { running: boolean };
}

export type EventName = keyof EventCatalogue;
export type EventPayload<N extends EventName> = EventCatalogue[N];
