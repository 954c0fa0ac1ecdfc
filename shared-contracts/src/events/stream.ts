import type { Observer, Subscribable, Unsubscribable } from 'rxjs';

/** What `subscribe` takes: a next handler or a (partial) observer, as with RxJS. */
export type StreamObserver<T> = ((value: T) => void) | Partial<Observer<T>> | null | undefined;

/**
 * A push stream of values with RxJS interop and no RxJS code: `subscribe(fn | observer)` returns
 * `{ unsubscribe }`, and `from(stream)` (or `merge`, ...) turns it into an RxJS Observable through
 * `Symbol.observable`. The bus and the platform use it so that the host's first load does not carry the
 * whole shared rxjs (a shared singleton is never tree-shaken); rxjs loads only for a remote that uses it.
 */
export interface Stream<T> extends Subscribable<T> {
  subscribe(observer?: StreamObserver<T>): Unsubscribable;
  [Symbol.observable](): Stream<T>;
}

/** Where a stream reports a subscriber that threw. */
export type StreamErrorHandler = (thrown: unknown) => void;

/** RxJS looks interop observables up under Symbol.observable when it exists, '@@observable' otherwise. */
const OBSERVABLE_KEY: symbol | string =
  (typeof Symbol === 'function' && (Symbol as { observable?: symbol }).observable) || '@@observable';

function nextHandlerOf<T>(observer: StreamObserver<T>): ((value: T) => void) | undefined {
  if (typeof observer === 'function') return observer;
  const next = observer?.next;
  return next ? (value: T) => next.call(observer, value) : undefined;
}

/**
 * A stream over a producer: `producer(deliver)` starts delivering to one subscriber and returns its
 * teardown. Every subscriber is isolated: a throwing handler goes to `onError`, never to the producer or
 * the other subscribers.
 */
export function createStream<T>(
  producer: (deliver: (value: T) => void) => () => void,
  onError: StreamErrorHandler,
): Stream<T> {
  const stream = {
    subscribe(observer?: StreamObserver<T>): Unsubscribable {
      const next = nextHandlerOf(observer);
      let closed = false;
      const teardown = producer((value) => {
        if (closed || !next) return;
        try {
          next(value);
        } catch (thrown) {
          onError(thrown);
        }
      });
      return {
        unsubscribe() {
          if (closed) return;
          closed = true;
          teardown();
        },
      };
    },
  };
  Object.defineProperty(stream, OBSERVABLE_KEY, { value: () => stream });
  return stream as Stream<T>;
}

/** A multicast source: `next(value)` reaches every current subscriber of `stream`. */
export interface Emitter<T> {
  next(value: T): void;
  readonly stream: Stream<T>;
}

export function createEmitter<T>(onError: StreamErrorHandler): Emitter<T> {
  const listeners = new Set<(value: T) => void>();
  return {
    next(value) {
      // a copy: a handler may unsubscribe (itself or another) while we deliver
      for (const listener of [...listeners]) listener(value);
    },
    stream: createStream<T>((deliver) => {
      listeners.add(deliver);
      return () => listeners.delete(deliver);
    }, onError),
  };
}

/** A current value and its changes (what RxJS calls a BehaviorSubject): subscribers get the value at once. */
export interface ValueStream<T> {
  get(): T;
  set(value: T): void;
  readonly stream: Stream<T>;
}

export function createValueStream<T>(initial: T, onError: StreamErrorHandler): ValueStream<T> {
  let current = initial;
  const changes = createEmitter<T>(onError);
  return {
    get: () => current,
    set(value) {
      current = value;
      changes.next(value);
    },
    stream: createStream<T>((deliver) => {
      deliver(current);
      const subscription = changes.stream.subscribe(deliver);
      return () => subscription.unsubscribe();
    }, onError),
  };
}
