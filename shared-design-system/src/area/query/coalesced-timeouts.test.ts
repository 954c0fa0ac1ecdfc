import { createCoalescedTimeouts } from './coalesced-timeouts';
import { createAreaQueryClient } from './create-area-query-client';

afterEach(() => {
  // the spies first: a spy on a fake timer function would put the fake one back
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('createCoalescedTimeouts', () => {
  it('runs each callback at its own time, whatever the order they were set in', () => {
    jest.useFakeTimers();
    const timeouts = createCoalescedTimeouts();
    const ran: string[] = [];
    timeouts.setTimeout(() => ran.push('100'), 100);
    timeouts.setTimeout(() => ran.push('50'), 50);
    timeouts.setTimeout(() => ran.push('200'), 200);
    timeouts.setTimeout(() => ran.push('100 again'), 100);

    jest.advanceTimersByTime(49);
    expect(ran).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(ran).toEqual(['50']);
    jest.advanceTimersByTime(50);
    expect(ran).toEqual(['50', '100', '100 again']);
    jest.advanceTimersByTime(99);
    expect(ran).toHaveLength(3);
    jest.advanceTimersByTime(1);
    expect(ran).toEqual(['50', '100', '100 again', '200']);
  });

  it('keeps one browser timer, for the earliest timeout: later and cleared ones cost no browser call', () => {
    jest.useFakeTimers();
    const set = jest.spyOn(globalThis, 'setTimeout');
    const clear = jest.spyOn(globalThis, 'clearTimeout');
    const timeouts = createCoalescedTimeouts();
    const ids = Array.from({ length: 20 }, (_, index) => timeouts.setTimeout(() => undefined, 1000 + index));
    for (const id of ids.slice(0, 19)) timeouts.clearTimeout(id);

    expect(set).toHaveBeenCalledTimes(1);
    expect(clear).not.toHaveBeenCalled();
    // clearing the last one lets the browser timer go too
    timeouts.clearTimeout(ids[19]);
    expect(clear).toHaveBeenCalledTimes(1);
  });

  it('never runs a cleared callback, and a browser timer that finds nothing due re-arms for the next', () => {
    jest.useFakeTimers();
    const timeouts = createCoalescedTimeouts();
    const ran: string[] = [];
    const first = timeouts.setTimeout(() => ran.push('first'), 100);
    timeouts.setTimeout(() => ran.push('second'), 300);
    timeouts.clearTimeout(first);

    jest.advanceTimersByTime(299);
    expect(ran).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(ran).toEqual(['second']);
  });

  it('arms an earlier browser timer for a timeout due before the armed one', () => {
    jest.useFakeTimers();
    const timeouts = createCoalescedTimeouts();
    const ran: string[] = [];
    timeouts.setTimeout(() => ran.push('late'), 5000);
    timeouts.setTimeout(() => ran.push('soon'), 10);

    jest.advanceTimersByTime(10);
    expect(ran).toEqual(['soon']);
    jest.advanceTimersByTime(4990);
    expect(ran).toEqual(['soon', 'late']);
  });

  it('waits for the next turn for a timeout set by a callback, and lets a callback clear a later one', () => {
    jest.useFakeTimers();
    const timeouts = createCoalescedTimeouts();
    const ran: string[] = [];
    let other = 0;
    timeouts.setTimeout(() => {
      ran.push('a');
      timeouts.clearTimeout(other);
      timeouts.setTimeout(() => ran.push('set by a'), 0);
    }, 10);
    other = timeouts.setTimeout(() => ran.push('cleared by a'), 10);

    jest.advanceTimersByTime(10);
    expect(ran).toEqual(['a']);
    // a browser's setTimeout(…, 0) waits at least a millisecond too
    jest.advanceTimersByTime(1);
    expect(ran).toEqual(['a', 'set by a']);
  });

  it('reports a callback that throws as an uncaught error, and still runs the others', () => {
    jest.useFakeTimers();
    const reported: (() => void)[] = [];
    jest.spyOn(globalThis, 'queueMicrotask').mockImplementation((task) => {
      reported.push(task);
    });
    const timeouts = createCoalescedTimeouts();
    const ran: string[] = [];
    timeouts.setTimeout(() => {
      throw new Error('falhou');
    }, 10);
    timeouts.setTimeout(() => ran.push('other'), 10);

    jest.advanceTimersByTime(10);
    expect(ran).toEqual(['other']);
    expect(reported).toHaveLength(1);
    expect(() => reported[0]?.()).toThrow('falhou');
  });

  it('arms a new browser timer when the timer functions changed (a test swapping fake and real timers)', async () => {
    jest.useFakeTimers();
    const timeouts = createCoalescedTimeouts();
    timeouts.setTimeout(() => undefined, 10);
    // the fake timer armed above will never fire now
    jest.useRealTimers();
    const ran = new Promise<string>((resolve) => {
      timeouts.setTimeout(() => resolve('ran'), 20);
    });
    await expect(ran).resolves.toBe('ran');
  });
});

describe("createAreaQueryClient: Query's timeouts coalesced", () => {
  it("forgets unused data at gcTime with one browser timer for all of a page's queries", async () => {
    jest.useFakeTimers();
    const client = createAreaQueryClient();
    const set = jest.spyOn(globalThis, 'setTimeout');
    await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        client.prefetchQuery({ queryKey: ['item', index], queryFn: () => index, gcTime: 60_000 }),
      ),
    );
    const browserTimersForGc = set.mock.calls.filter(([, delay]) => (delay ?? 0) > 1000);
    expect(browserTimersForGc.length).toBeLessThanOrEqual(1);
    expect(client.getQueryCache().getAll()).toHaveLength(12);

    jest.advanceTimersByTime(60_000);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
