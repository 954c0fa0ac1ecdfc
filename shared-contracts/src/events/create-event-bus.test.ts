import { from, map, merge } from 'rxjs';
import { createEventBus } from './create-event-bus';

function fakeLogger() {
  const errors: unknown[][] = [];
  return { errors, logger: { error: (...args: unknown[]) => errors.push(args) } };
}

describe('createEventBus', () => {
  it('delivers a valid payload to the subscribers of that event only', () => {
    const bus = createEventBus();
    const created: unknown[] = [];
    const updated: unknown[] = [];
    bus.on('notebook-created').subscribe((payload) => created.push(payload));
    bus.on('notebook-updated').subscribe((payload) => updated.push(payload));

    expect(bus.emit('notebook-created', { id: 7, name: 'Direito Constitucional' })).toBe(true);

    expect(created).toEqual([{ id: 7, name: 'Direito Constitucional' }]);
    expect(updated).toEqual([]);
  });

  it('rejects and logs an invalid payload, and never delivers it', () => {
    const { errors, logger } = fakeLogger();
    const bus = createEventBus({ logger });
    const received: unknown[] = [];
    bus.on('toast').subscribe((payload) => received.push(payload));

    // @ts-expect-error kind is not a toast kind
    expect(bus.emit('toast', { kind: 'party', message: 'Oi' })).toBe(false);

    expect(received).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(String(errors[0]?.[0])).toContain('invalid payload for "toast"');
  });

  it('rejects an unknown event name', () => {
    const { errors, logger } = fakeLogger();
    const bus = createEventBus({ logger });
    // @ts-expect-error not in the catalogue
    expect(bus.emit('no-such-event', {})).toBe(false);
    expect(errors).toHaveLength(1);
  });

  it('logs with console.error by default', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const bus = createEventBus();
    // @ts-expect-error running must be a boolean
    bus.emit('exam:running', { running: 'yes' });
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('isolates subscribers: one throwing handler does not stop the others', () => {
    const { errors, logger } = fakeLogger();
    const bus = createEventBus({ logger });
    const received: string[] = [];
    bus.on('exam:running').subscribe(() => received.push('first'));
    bus.on('exam:running').subscribe(() => {
      throw new Error('handler broke');
    });
    bus.on('exam:running').subscribe({ next: () => received.push('third') });

    expect(bus.emit('exam:running', { running: true })).toBe(true);
    expect(bus.emit('exam:running', { running: false })).toBe(true);

    expect(received).toEqual(['first', 'third', 'first', 'third']);
    expect(errors).toHaveLength(2);
    expect(String(errors[0]?.[0])).toContain('"exam:running"');
  });

  it('works with RxJS operators through from() and merge()', () => {
    const bus = createEventBus();
    const running: boolean[] = [];
    const refreshes: string[] = [];
    from(bus.on('exam:running'))
      .pipe(map((payload) => payload.running))
      .subscribe((value) => running.push(value));
    const subscription = merge(bus.on('folder-created'), bus.on('notebook-created')).subscribe((payload) =>
      refreshes.push(String(payload.name)),
    );

    bus.emit('exam:running', { running: true });
    bus.emit('notebook-created', { id: 7, name: 'Direito Constitucional' });
    bus.emit('folder-created', { id: 3, name: 'Revisão final' });
    subscription.unsubscribe();
    bus.emit('folder-created', { id: 4, name: 'Depois' });

    expect(running).toEqual([true]);
    expect(refreshes).toEqual(['Direito Constitucional', 'Revisão final']);
  });

  it('stops delivering after unsubscribe', () => {
    const bus = createEventBus();
    const received: unknown[] = [];
    const subscription = bus.on('drawer:close').subscribe((payload) => received.push(payload));
    bus.emit('drawer:close', {});
    subscription.unsubscribe();
    bus.emit('drawer:close', {});
    expect(received).toEqual([{}]);
  });

  it('keeps buses apart', () => {
    const first = createEventBus();
    const second = createEventBus();
    const received: unknown[] = [];
    second.on('cast:pause').subscribe((payload) => received.push(payload));
    first.emit('cast:pause', {});
    expect(received).toEqual([]);
  });
});
