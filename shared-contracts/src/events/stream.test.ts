import { firstValueFrom, from, take, toArray } from 'rxjs';
import { createEmitter, createValueStream } from './stream';

function errorsSink() {
  const errors: unknown[] = [];
  return { errors, onError: (thrown: unknown) => errors.push(thrown) };
}

describe('createEmitter', () => {
  it('delivers to every current subscriber, as a function or an observer, until unsubscribed', () => {
    const { onError } = errorsSink();
    const emitter = createEmitter<number>(onError);
    const seen: string[] = [];
    const first = emitter.stream.subscribe((value) => seen.push(`fn ${value}`));
    emitter.stream.subscribe({ next: (value) => seen.push(`observer ${value}`) });
    emitter.next(1);
    first.unsubscribe();
    first.unsubscribe(); // twice is harmless
    emitter.next(2);
    expect(seen).toEqual(['fn 1', 'observer 1', 'observer 2']);
  });

  it('isolates a throwing subscriber and reports it', () => {
    const { errors, onError } = errorsSink();
    const emitter = createEmitter<string>(onError);
    const seen: string[] = [];
    emitter.stream.subscribe(() => {
      throw new Error('quebrou');
    });
    emitter.stream.subscribe((value) => seen.push(value));
    expect(() => emitter.next('a')).not.toThrow();
    expect(seen).toEqual(['a']);
    expect(errors).toEqual([new Error('quebrou')]);
  });

  it('lets a subscriber unsubscribe itself while values are delivered', () => {
    const emitter = createEmitter<number>(() => undefined);
    const seen: number[] = [];
    const subscription = emitter.stream.subscribe((value) => {
      seen.push(value);
      subscription.unsubscribe();
    });
    emitter.next(1);
    emitter.next(2);
    expect(seen).toEqual([1]);
  });
});

describe('createValueStream', () => {
  it('gives a new subscriber the current value at once, then every change', () => {
    const user = createValueStream<string | null>('Ana', () => undefined);
    const seen: (string | null)[] = [];
    user.stream.subscribe((value) => seen.push(value));
    user.set(null);
    expect(user.get()).toBeNull();
    expect(seen).toEqual(['Ana', null]);
  });

  it('is an RxJS interop observable', async () => {
    const count = createValueStream(1, () => undefined);
    const values = firstValueFrom(from(count.stream).pipe(take(3), toArray()));
    count.set(2);
    count.set(3);
    await expect(values).resolves.toEqual([1, 2, 3]);
  });
});
