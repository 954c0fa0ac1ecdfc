import type { EventName, EventPayload } from './catalogue';
import { isEventName, isValidEventPayload } from './catalogue-guards';
import type { EventBus } from './event-bus';
import { createEmitter, type Emitter, type Stream } from './stream';

/** Where the bus reports rejected payloads and throwing subscribers. */
export interface BusLogger {
  error(...args: unknown[]): void;
}

export interface EventBusOptions {
  /** defaults to console */
  logger?: BusLogger;
}

/**
 * The typed event bus of ARCHITECTURE §5: one emitter per event name behind, a guard per event name in
 * front. `on()` returns a Stream (RxJS-interoperable: `from(bus.on(name)).pipe(...)`), not an RxJS
 * Observable, so the host's first load does not carry the whole shared rxjs; every subscriber is isolated.
 */
export function createEventBus(options: EventBusOptions = {}): EventBus {
  const logger = options.logger ?? console;
  const emitters = new Map<EventName, Emitter<unknown>>();

  function emitterOf(name: EventName): Emitter<unknown> {
    let emitter = emitters.get(name);
    if (!emitter) {
      emitter = createEmitter<unknown>((thrown) =>
        logger.error(`[event-bus] a subscriber of "${name}" threw`, thrown),
      );
      emitters.set(name, emitter);
    }
    return emitter;
  }

  return {
    emit(name, payload) {
      if (!isEventName(name)) {
        logger.error(`[event-bus] unknown event "${String(name)}" rejected`, payload);
        return false;
      }
      if (!isValidEventPayload(name, payload)) {
        logger.error(`[event-bus] invalid payload for "${name}" rejected`, payload);
        return false;
      }
      emitterOf(name).next(payload);
      return true;
    },
    on<N extends EventName>(name: N): Stream<EventPayload<N>> {
      return emitterOf(name).stream as Stream<EventPayload<N>>;
    },
  };
}
