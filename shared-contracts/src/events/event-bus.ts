import type { Observable } from 'rxjs';
import type { EventName, EventPayload } from './catalogue';

/** The typed bus (ARCHITECTURE §5). Implemented by createEventBus() in create-event-bus.ts. */
export interface EventBus {
  /** validates the payload with the catalogue guard; an invalid payload is logged and not delivered */
  emit<N extends EventName>(name: N, payload: EventPayload<N>): boolean;
  /** payloads of one event; a throwing subscriber never affects the others */
  on<N extends EventName>(name: N): Observable<EventPayload<N>>;
}
