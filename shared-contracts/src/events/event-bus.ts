import type { EventName, EventPayload } from './catalogue';
import type { Stream } from './stream';

/** The typed bus (ARCHITECTURE §5). Implemented by createEventBus() in create-event-bus.ts. */
export interface EventBus {
  /** validates the payload with the catalogue guard; an invalid payload is logged and not delivered */
  emit<N extends EventName>(name: N, payload: EventPayload<N>): boolean;
  /** payloads of one event; a throwing subscriber never affects the others; `from()` makes it an RxJS Observable */
  on<N extends EventName>(name: N): Stream<EventPayload<N>>;
}
