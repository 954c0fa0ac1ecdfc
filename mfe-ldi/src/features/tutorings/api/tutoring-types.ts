/**
 * Tutorings (monitorias) beyond the catalogue entry `Tutoring` of shared-contracts: classes, done marks, the
 * student's list and event logs. Kept in the area until the contract names them
 * (field names as the dev BFF sends them: infra/dev-bff/src/areas/ldi/tutorings-seed.ts).
 */
import type { Tutoring } from 'shared-contracts';

/** A catalogue entry; `classification` names the catalogue filter it belongs to, when the API sends it. */
export type TutoringEntry = Tutoring & { classification?: string };

/** One class of a tutoring as its page lists it. */
export interface TutoringClass {
  id: number;
  title: string;
  position: number;
  done: boolean;
  /** ISO date-time of the live meeting, null when not scheduled */
  scheduled_at: string | null;
}

/** GET /v3/tutorings/slug/{slug}, and the answer of every change: the tutoring, its classes and marks. */
export interface TutoringDetail extends TutoringEntry {
  in_my_tutorings: boolean;
  classes: TutoringClass[];
}

/** GET /v3/tutorings/class/{id}: one class with what it is about and its recording once held. */
export interface TutoringClassDetail extends TutoringClass {
  tutoring_id: number;
  description: string;
  recording_url: string | null;
}

/** GET /v3/tutorings/event-logs?tutoring_id=: one recorded event, newest first. */
export interface TutoringEventRecord {
  tutoring_id: number;
  class_id?: number;
  /** an event this page may not know (other clients log too) */
  event: string;
  created_at: string;
}
