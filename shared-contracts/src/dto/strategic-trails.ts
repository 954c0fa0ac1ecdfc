/**
 * Strategic trails beyond the catalogue entry (spec 2 §2–§9): classes with done marks, classifications,
 * shelves and "my trails". Field names as the API sends them (owned by the mfe-ldi team).
 */
import type { StrategicTrail } from './ldi';

/** One class of a trail (GET /v3/strategic-trails/{id}). */
export interface StrategicTrailClass {
  id: number;
  title: string;
  position: number;
  done: boolean;
}

/** GET /v3/strategic-trails/{id}: the trail with its classes, done marks and whether it is in my trails. */
export interface StrategicTrailDetail extends StrategicTrail {
  in_my_trails: boolean;
  classes: StrategicTrailClass[];
}

/** One classification of GET /v3/strategic-trails/classifications?page&per_page (catalogue filter). */
export interface StrategicTrailClassification {
  id: number;
  name: string;
}

/** POST /v3/strategic-trails/my-trails: spec 2 §3 'Trail add: id and title minhas-trilhas'. */
export interface StrategicTrailAdd {
  id: number;
  title: 'minhas-trilhas';
}

/** One shelf of POST /bff/search/v2/strategic-trails/shelves (/trilhas-estrategicas/estante/{tipo}). */
export interface StrategicTrailShelf {
  /** the {tipo} of the address ('destaques', 'novidades') */
  type: string;
  title: string;
  items: StrategicTrail[];
  total: number;
}

/** POST /v3/strategic-trails/event-logs: what the student did in a trail. */
export interface StrategicTrailEventLog {
  trail_id: number;
  class_id?: number;
  /** 'trail_opened', 'trail_done', 'class_done'... */
  event: string;
}
