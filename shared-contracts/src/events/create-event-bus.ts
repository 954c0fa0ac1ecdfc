import { Observable, Subject, Subscriber, filter, map } from 'rxjs';
import type { Observer, Operator, Subscription, TeardownLogic } from 'rxjs';
import type { EventName, EventPayload } from './catalogue';
import { isEventName, isValidEventPayload } from './catalogue-guards';
import type { EventBus } from './event-bus';

/** Where the bus reports rejected payloads and throwing subscribers. */
export interface BusLogger {
  error(...args: unknown[]): void;
}

export interface EventBusOptions {
  /** defaults to console */
  logger?: BusLogger;
}

interface Envelope {
  name: EventName;
  payload: unknown;
}

type NextHandler<T> = (value: T) => void;
type ObserverOrNext<T> = Partial<Observer<T>> | NextHandler<T> | null | undefined;

/**
 * An Observable whose subscribers are isolated: a throwing next/error/complete handler is caught and
 * logged, so it can neither break the emitter nor the other subscribers, nor surface as an uncaught
 * error (RxJS would rethrow it asynchronously). Operators keep the isolation because lift() returns
 * the same kind of Observable.
 */
class IsolatedObservable<T> extends Observable<T> {
  constructor(
    private readonly eventName: string,
    private readonly logger: BusLogger,
    subscribe?: (this: Observable<T>, subscriber: Subscriber<T>) => TeardownLogic,
  ) {
    super(subscribe);
  }

  override lift<R>(operator?: Operator<T, R>): Observable<R> {
    const observable = new IsolatedObservable<R>(this.eventName, this.logger);
    // RxJS 7's documented way to keep a custom Observable type through pipe() (source/operator are public)
    observable.source = this;
    observable.operator = operator;
    return observable;
  }

  override subscribe(
    observerOrNext?: ObserverOrNext<T>,
    error?: ((error: unknown) => void) | null,
    complete?: (() => void) | null,
  ): Subscription {
    // operators subscribe with their own Subscriber, which already routes errors; leave those alone
    if (observerOrNext instanceof Subscriber) return super.subscribe(observerOrNext);
    const observer: Partial<Observer<T>> =
      typeof observerOrNext === 'function' || observerOrNext == null
        ? { next: observerOrNext ?? undefined, error: error ?? undefined, complete: complete ?? undefined }
        : observerOrNext;
    return super.subscribe({
      next: (value) => this.guarded(() => observer.next?.(value)),
      error: (err: unknown) => this.guarded(() => observer.error?.(err)),
      complete: () => this.guarded(() => observer.complete?.()),
    });
  }

  private guarded(handler: () => void): void {
    try {
      handler();
    } catch (thrown) {
      this.logger.error(`[event-bus] a subscriber of "${this.eventName}" threw`, thrown);
    }
  }
}

/** The typed event bus of ARCHITECTURE §5: an RxJS Subject behind, a guard per event name in front. */
export function createEventBus(options: EventBusOptions = {}): EventBus {
  const logger = options.logger ?? console;
  const subject = new Subject<Envelope>();

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
      subject.next({ name, payload });
      return true;
    },
    on<N extends EventName>(name: N): Observable<EventPayload<N>> {
      return new IsolatedObservable<EventPayload<N>>(name, logger, (subscriber) =>
        subject
          .pipe(
            filter((envelope) => envelope.name === name),
            map((envelope) => envelope.payload as EventPayload<N>),
          )
          .subscribe(subscriber),
      );
    },
  };
}
